// The people area's public face: nothing other areas use yet. The profile's network fields are
// the accounts area's columns; the checklist's answer count is the questions area's `countAnswersBy`.
export {};
