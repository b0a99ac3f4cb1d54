// The events area's public face: nothing yet.
export {};
