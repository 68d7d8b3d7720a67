/** Shared limits used by server schemas and client form validation alike. */
export const LIMITS = {
  accountMax: 64,
  passwordInputMax: 128,
  passwordMin: 6,
  passwordMax: 10,
  nicknameMax: 20,
  classCodeMax: 16,
  cardIdMax: 32,
  fcmTokenMax: 4096,
  errorFieldMax: 4000,
  errorMessageMax: 2000,
  resetCodeLength: 6,
  noticePageSizeMax: 50,
} as const;

/** Half-width alphanumerics: the password rule of spec §5 (6 to 10 characters). */
export const PASSWORD_PATTERN = /^[A-Za-z0-9]{6,10}$/;
