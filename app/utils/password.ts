// The rules of a password the player sets (registration, change password), without zod: the
// forms' checklist runs them in the browser as the player types.

/** The least a new password may have: six characters, as Thai wallet apps ask. */
export const PASSWORD_MIN = 6

/** Whether what is typed meets each rule the checklist shows. */
export function passwordRulesMet(password: string, confirm: string) {
  return {
    length: password.length >= PASSWORD_MIN,
    same: password.length > 0 && password === confirm,
  }
}
