import { describe, expect, it } from 'vitest';
import { ask, typedPage } from './positioned-page';

// The twenty-ninth batch: a count of pictures taken asks a thing a bill's lines are not.

describe('pictures counted', () => {
  it("are not the bill's lines where the page prints none", () => {
    const page = typedPage('BS-no-faktura-dronekartlegging');
    expect(ask(page, 'Hvor mange bilder ble tatt under flygingen?')).toBeNull();
    expect(ask(page, 'Hvor mange linjer har fakturaen?')).toBe('6');
  });
});
