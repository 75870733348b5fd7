/** Moves focus to the first field marked invalid, so keyboard and screen reader users land on the problem. */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}
