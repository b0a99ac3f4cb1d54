// The boarding area's public face: the event a new location raises (an approvals area reacts to it).
export { boardingEvents, type LocationSubmitted } from './boarding.events.ts';
