import { describe, expect, it } from 'vitest';
import { locationVerdict } from './verdict.ts';

const space = (MaxSeats: number, Warnings: string[] = []) => ({ MaxSeats, Warnings });

describe('locationVerdict', () => {
  it('says nothing for an available location', () => {
    expect(locationVerdict({ IsAvailable: true, Warnings: [], Spaces: [space(10)] }, 4)).toEqual([]);
  });

  it('says too many people when no space seats them, before the opening hours', () => {
    const location = {
      IsAvailable: false,
      Warnings: ['OutsideOpeningHours'],
      Spaces: [
        space(20, ['OutsideOpeningHours', 'NoConfigurationForPeopleCount']),
        space(60, ['OutsideOpeningHours', 'NoConfigurationForPeopleCount']),
      ],
    };
    expect(locationVerdict(location, 500)).toEqual(['TooManyPeople']);
  });

  it('gives the location warnings when one space is big enough', () => {
    const location = {
      IsAvailable: false,
      Warnings: ['OutsideOpeningHours'],
      Spaces: [
        space(20, ['OutsideOpeningHours', 'NoConfigurationForPeopleCount']),
        space(600, ['OutsideOpeningHours']),
      ],
    };
    expect(locationVerdict(location, 500)).toEqual(['OutsideOpeningHours']);
  });

  it('does not call too few people "too many"', () => {
    const location = {
      IsAvailable: false,
      Warnings: [],
      Spaces: [space(20, ['NoConfigurationForPeopleCount'])],
    };
    expect(locationVerdict(location, 10)).toEqual(['NoConfigurationForPeopleCount']);
  });

  it('without location warnings gives what the spaces share, else each space warning once', () => {
    const shared = {
      IsAvailable: false,
      Warnings: [],
      Spaces: [space(10, ['AlreadyBooked']), space(12, ['AlreadyBooked', 'MinimumDurationNotReached'])],
    };
    expect(locationVerdict(shared, 4)).toEqual(['AlreadyBooked']);
    const mixed = {
      IsAvailable: false,
      Warnings: [],
      Spaces: [space(10, ['AlreadyBooked']), space(12, ['NoCapacity'])],
    };
    expect(locationVerdict(mixed, 4)).toEqual(['AlreadyBooked', 'NoCapacity']);
  });
});
