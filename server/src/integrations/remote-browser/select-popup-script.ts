/**
 * Headless Chromium does not draw a native <select> popup into screencast frames, so the live view would show
 * nothing when the user opens one. This script, run in every page of a session, stops the native popup and
 * draws the options as an ordinary in-page list instead (inside a closed shadow root so the page's styles do
 * not touch it): a click on an option sets the value and fires input and change as a real choice would;
 * arrows and Enter work while it is open; Escape, Tab or a click elsewhere closes it. A plain string, so no
 * bundler helper ends up inside it.
 */
export const selectPopupScript = `(() => {
  let open = null;
  const isPopupSelect = (el) =>
    el instanceof HTMLSelectElement && !el.multiple && el.size <= 1 && !el.disabled;

  function close() {
    if (!open) return;
    open.host.remove();
    open = null;
  }

  function highlight(index) {
    if (!open) return;
    open.items.forEach((item, i) => {
      const option = open.select.options[i];
      item.style.background = i === index ? '#1a73e8' : '';
      item.style.color = i === index ? '#fff' : option && option.disabled ? '#999' : '#000';
    });
    open.active = index;
    const item = open.items[index];
    if (item) item.scrollIntoView({ block: 'nearest' });
  }

  function choose(index) {
    if (!open) return;
    const select = open.select;
    const option = select.options[index];
    close();
    select.focus();
    if (!option || option.disabled || select.selectedIndex === index) return;
    select.selectedIndex = index;
    select.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    select.dispatchEvent(new Event('change', { bubbles: true }));
  }

  function move(step) {
    if (!open) return;
    const options = open.select.options;
    let index = open.active;
    for (let i = 0; i < options.length; i++) {
      index += step;
      if (index < 0 || index >= options.length) return;
      if (!options[index].disabled) return highlight(index);
    }
  }

  function show(select) {
    close();
    const rect = select.getBoundingClientRect();
    const host = document.createElement('div');
    host.style.cssText =
      'all:initial;position:absolute;z-index:2147483647;left:' + (rect.left + window.scrollX) +
      'px;top:' + (rect.bottom + window.scrollY) + 'px;';
    const root = host.attachShadow({ mode: 'closed' });
    const list = document.createElement('div');
    list.setAttribute('role', 'listbox');
    list.style.cssText =
      'box-sizing:border-box;min-width:' + rect.width + 'px;max-height:320px;overflow-y:auto;background:#fff;' +
      'color:#000;border:1px solid #767676;box-shadow:0 2px 8px rgba(0,0,0,.25);font:14px system-ui,sans-serif;';
    const items = Array.from(select.options).map((option, index) => {
      const item = document.createElement('div');
      item.setAttribute('role', 'option');
      item.textContent = option.label || option.text || '\\u00a0';
      item.style.cssText = 'padding:4px 8px;height:20px;line-height:20px;white-space:nowrap;cursor:default;';
      if (option.parentElement && option.parentElement.tagName === 'OPTGROUP') item.style.paddingLeft = '20px';
      item.addEventListener('mousedown', (event) => event.preventDefault());
      item.addEventListener('click', (event) => {
        event.preventDefault();
        choose(index);
      });
      item.addEventListener('mouseenter', () => {
        if (!option.disabled) highlight(index);
      });
      list.appendChild(item);
      return item;
    });
    root.appendChild(list);
    (document.body || document.documentElement).appendChild(host);
    open = { select, host, items, active: select.selectedIndex };
    highlight(select.selectedIndex);
  }

  document.addEventListener('mousedown', (event) => {
    const target = event.composedPath()[0];
    if (open && event.composedPath().includes(open.host)) return;
    if (isPopupSelect(target)) {
      event.preventDefault();
      if (open && open.select === target) return close();
      target.focus();
      return show(target);
    }
    close();
  }, true);

  document.addEventListener('keydown', (event) => {
    if (open) {
      const handled = { Escape: 1, ArrowDown: 1, ArrowUp: 1, Enter: 1, ' ': 1, Tab: 1 }[event.key];
      if (!handled) return;
      if (event.key !== 'Tab') {
        event.preventDefault();
        event.stopPropagation();
      }
      if (event.key === 'ArrowDown') move(1);
      else if (event.key === 'ArrowUp') move(-1);
      else if (event.key === 'Enter' || event.key === ' ') choose(open.active);
      else close();
      return;
    }
    const target = event.composedPath()[0];
    const opens =
      event.key === ' ' || event.key === 'F4' || (event.altKey && (event.key === 'ArrowDown' || event.key === 'ArrowUp'));
    if (isPopupSelect(target) && opens) {
      event.preventDefault();
      show(target);
    }
  }, true);

  window.addEventListener('resize', close);
})();`;
