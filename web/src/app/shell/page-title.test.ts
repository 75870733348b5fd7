import { describe, expect, it } from 'vitest';
import { pageTitle } from './page-title';

describe('pageTitle', () => {
  it.each([
    ['/dashboard', 'Dashboard'],
    ['/settings/personal', 'Settings'],
    ['/active-content/rooms', 'Active Content'],
    ['/all-content', 'Library'],
    ['/ota', 'OTA Management'],
    ['/channels', 'Channels'],
    ['/calendar', 'Calendar'],
    ['/templates', 'Templates'],
    ['/somewhere-else', 'Dashboard'],
  ])('%s -> %s', (path, title) => expect(pageTitle(path)).toBe(title));
});
