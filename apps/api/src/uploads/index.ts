// The uploads area's public face: how another area checks an uploaded picture (to be built).
export {};
