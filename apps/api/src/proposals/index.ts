// The proposals area's public face: nothing yet (no other area needs it; reservations carry the
// tender id and proposal key themselves).
export {};
