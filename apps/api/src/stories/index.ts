// The stories area's public face: nothing yet.
export {};
