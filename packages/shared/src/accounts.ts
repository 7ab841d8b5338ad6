// The Account Section's shared schemas, one import for the web and the server: the common
// messages and fields (account-fields.ts), the wallet and funds (wallet.ts), course fees
// (course-fees.ts), a student's fees (student-fees.ts) and amounts in words (number-words.ts).
export { ACCOUNT_MESSAGES, reasonSchema, rupeesField } from './account-fields';
/** Today's date (YYYY-MM-DD) in the institute's time zone. */
export { instituteDate } from './institute-time';
export * from './course-fees';
export * from './number-words';
export * from './student-fees';
export * from './wallet';
