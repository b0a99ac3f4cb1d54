// The proposals area's public face (nothing yet: no other area needs it).
export {};
