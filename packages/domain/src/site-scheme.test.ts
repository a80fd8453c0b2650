import { describe, expect, it } from 'vitest';
import { deriveSiteSchemes } from './site-scheme';
import {
  FALLBACK_THEME_COLOR,
  SCHEME_ROLES,
  parseSitePageData,
  themeSourceColor,
  type SitePageData,
} from './site-theme';

describe('the colour schemes derived from theme_color', () => {
  it('takes the setting as #rrggbb, tolerating #rgb and a missing #, else the fallback', () => {
    expect(themeSourceColor('#2196F3')).toBe('#2196f3');
    expect(themeSourceColor(' 2196f3 ')).toBe('#2196f3');
    expect(themeSourceColor('#AbC')).toBe('#aabbcc');
    for (const value of ['', 'blue', '#12345', 'rgb(1,2,3)', null, undefined])
      expect(themeSourceColor(value)).toBe(FALLBACK_THEME_COLOR);
  });

  it('derives a light and a dark scheme of #rrggbb colours from the same source', () => {
    const schemes = deriveSiteSchemes('#2196F3');
    expect(schemes.source).toBe('#2196f3');
    for (const scheme of [schemes.light, schemes.dark]) {
      for (const role of SCHEME_ROLES) expect(scheme[role]).toMatch(/^#[0-9a-f]{6}$/);
      expect(Object.values(scheme.warning)).toHaveLength(4);
    }
    expect(schemes.light.primary).not.toBe(schemes.dark.primary);
    expect(schemes.light.surface).not.toBe(schemes.dark.surface);
  });

  it('follows the source colour, and the same colour always gives the same schemes', () => {
    expect(deriveSiteSchemes('#2196f3').light.primary).not.toBe(
      deriveSiteSchemes('#b71c1c').light.primary,
    );
    expect(deriveSiteSchemes('#2196F3')).toEqual(deriveSiteSchemes('2196f3'));
    expect(deriveSiteSchemes(null)).toEqual(deriveSiteSchemes(FALLBACK_THEME_COLOR));
  });

  it('is read back from the page as it was written, and refused in any other shape', () => {
    const data: SitePageData = {
      siteTitle: 'Musikarchiv </script>',
      themeColor: '#2196F3',
      schemes: deriveSiteSchemes('#2196F3'),
    };
    expect(parseSitePageData(JSON.stringify(data))).toEqual(data);
    expect(parseSitePageData(JSON.stringify({ ...data, siteTitle: null }))?.siteTitle).toBeNull();
    const { primary: _, ...withoutPrimary } = data.schemes.dark;
    for (const broken of [
      null,
      '',
      '{',
      '[]',
      JSON.stringify({ ...data, siteTitle: 3 }),
      JSON.stringify({ ...data, schemes: { ...data.schemes, source: 'blue' } }),
      JSON.stringify({ ...data, schemes: { ...data.schemes, dark: withoutPrimary } }),
    ])
      expect(parseSitePageData(broken), String(broken)).toBeNull();
  });
});
