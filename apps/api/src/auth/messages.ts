/**
 * Account texts the domain catalogue (packages/domain/src/messages) does not have yet. English only
 * for now; they belong in the catalogue, where they can be translated.
 */
export const ACCOUNT_TEXT = {
  emailTaken: 'The email has already been taken.',
  commonPassword: 'This password is too common. Choose one that is harder to guess.',
  resetCodeInvalid: 'The code is invalid or has expired.',
  verificationInvalid: 'The verification link is invalid or has expired.',
  emailVerified: 'Email verified successfully.',
  googleFailed: 'Google sign-in failed. Please try again.',
  googleAccountExists: 'An account with this email already exists. Sign in with your email and password.',
  googleIdTokenRequired: 'Sign up with Google through Google sign-in.',
  passwordUpdateHere: 'Change your password with your current password.',
  currentPasswordWrong: 'Your current password is incorrect.',
  currentPasswordForEmail: 'Enter your current password to change your email.',
  imageInvalid: 'Upload a JPEG, PNG, WebP or GIF image.',
  passwordLoginOnly: 'Use Google sign-in for a Google account.',
} as const;
