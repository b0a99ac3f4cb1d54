/** Why an administration call refuses. */
export const AdminErrorCode = {
  /** The location's status does not allow this action (approve a live one, suspend a pending one). */
  WrongLocationStatus: 'wrong_location_status',
} as const;
