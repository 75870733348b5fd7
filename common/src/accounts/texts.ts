/** Sign-in and sign-up texts exactly as the spec spells them (part 1, section 8). */
export const accountTexts = {
  invalidCredentials: 'Ungültige E-Mail oder Passwort',
  emailNotConfirmed: 'Bitte bestätige zuerst deine E-Mail-Adresse',
  signInFailed: 'Fehler bei der Anmeldung. Bitte versuche es erneut.',
  googleSignInFailed: 'Fehler bei der Anmeldung mit Google',
  signUpFailed: 'Failed to create an account.',
  googleSignUpFailed: 'Failed to sign in with Google.',
  tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
} as const;
