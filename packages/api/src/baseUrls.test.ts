import { describe, expect, it } from 'vitest';
import { apiBaseUrls } from './index';

describe('apiBaseUrls', () => {
  it("defaults to the reference server's prefixes on the same origin", () => {
    expect(apiBaseUrls({})).toEqual({
      OA: '/oa',
      OA_BLOB: '/oa',
      APPS: '/apps',
      CUID: '/cuid',
      SEOUL_CUP: '/seoul-cup',
    });
  });

  it('takes each host from its build-time variable, and OA_BLOB always from OA (spec §7)', () => {
    const urls = apiBaseUrls({
      VITE_API_OA: 'https://oa.example.kr',
      VITE_API_APPS: 'https://apps.example.kr',
      VITE_API_CUID: 'https://cuid.example.kr',
      VITE_API_SEOUL_CUP: 'https://cup.example.kr',
    });
    expect(urls).toEqual({
      OA: 'https://oa.example.kr',
      OA_BLOB: 'https://oa.example.kr',
      APPS: 'https://apps.example.kr',
      CUID: 'https://cuid.example.kr',
      SEOUL_CUP: 'https://cup.example.kr',
    });
  });

  it('treats an empty variable (as left by an unset CI secret) like an unset one', () => {
    expect(apiBaseUrls({ VITE_API_OA: '', VITE_API_CUID: '' })).toMatchObject({
      OA: '/oa',
      OA_BLOB: '/oa',
      CUID: '/cuid',
    });
  });
});
