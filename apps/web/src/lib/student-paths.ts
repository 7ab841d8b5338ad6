/** The dashboard addresses of a student record, linked from several screens. */
export const viewPath = (registrationNumber: string) =>
  `/dashboard/AddStudent/${encodeURIComponent(registrationNumber)}`;
export const editPath = (registrationNumber: string) =>
  `/dashboard/EditStudent/${encodeURIComponent(registrationNumber)}`;
