// RELEASE_HEALTH and its defaults from the API's environment: off unless asked, every wrong value named.
import { describe, expect, it } from 'vitest';
import { releaseHealthFromEnv } from './release-health-settings';

describe('releaseHealthFromEnv', () => {
  it('is off by default and when set off', () => {
    expect(releaseHealthFromEnv({}, 48)).toEqual({ settings: undefined, problems: [] });
    expect(releaseHealthFromEnv({ RELEASE_HEALTH: 'off', RELEASE_HEALTH_WINDOW_MINUTES: '20' }, 48)).toEqual({
      settings: undefined,
      problems: [],
    });
  });

  it('takes the defaults of the thresholds when on', () => {
    expect(releaseHealthFromEnv({ RELEASE_HEALTH: 'on' }, 48).settings).toEqual({
      thresholds: { windowMinutes: 30, minPageViews: 100, autoPromote: false },
    });
    expect(
      releaseHealthFromEnv(
        {
          RELEASE_HEALTH: 'on',
          RELEASE_HEALTH_WINDOW_MINUTES: '5',
          RELEASE_HEALTH_MIN_PAGE_VIEWS: '20',
          RELEASE_HEALTH_AUTO_PROMOTE: 'on',
        },
        48,
      ).settings,
    ).toEqual({ thresholds: { windowMinutes: 5, minPageViews: 20, autoPromote: true } });
  });

  it('names every wrong value, and a window longer than raw events are kept', () => {
    const { settings, problems } = releaseHealthFromEnv(
      {
        RELEASE_HEALTH: 'maybe',
        RELEASE_HEALTH_WINDOW_MINUTES: '0',
        RELEASE_HEALTH_MIN_PAGE_VIEWS: 'many',
        RELEASE_HEALTH_AUTO_PROMOTE: 'sure',
      },
      48,
    );
    expect(settings).toBeUndefined();
    expect(problems).toEqual([
      'RELEASE_HEALTH must be on or off, not "maybe"',
      'RELEASE_HEALTH_WINDOW_MINUTES must be a whole number of at least 1, not "0"',
      'RELEASE_HEALTH_MIN_PAGE_VIEWS must be a whole number of at least 1, not "many"',
      'RELEASE_HEALTH_AUTO_PROMOTE must be on or off, not "sure"',
    ]);
    expect(releaseHealthFromEnv({ RELEASE_HEALTH: 'on', RELEASE_HEALTH_WINDOW_MINUTES: '180' }, 2).problems).toEqual([
      'RELEASE_HEALTH_WINDOW_MINUTES (180) is longer than the raw telemetry is kept (TELEMETRY_RAW_RETENTION_HOURS 2)',
    ]);
  });
});
