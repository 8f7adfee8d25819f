import { describe, expect, it } from 'vitest';
import {
  addDomainRow,
  choosePrimary,
  domainRows,
  domainsInput,
  removeDomainRow,
  sameDomains,
  validateDomains,
  type DomainRow,
} from './domainForm';

const rows = (...hosts: [string, boolean][]): DomainRow[] =>
  domainRows(hosts.map(([hostname, primary]) => ({ hostname, primary })));

describe('validateDomains', () => {
  it('accepts none, and host names with one primary (trimmed, any case)', () => {
    expect(validateDomains([])).toEqual({});
    expect(validateDomains(rows([' Gangnam.OA-console.kr ', true], ['eco.gangnam.go.kr', false]))).toEqual({});
  });

  it('says on the row what is wrong: empty, not a host name, twice', () => {
    expect(validateDomains(rows(['', true], ['gangnam', false], ['a.oa.kr', false], ['A.oa.kr', false]))).toEqual({
      'domains.0.hostname': '도메인을 입력해 주세요.',
      'domains.1.hostname': '도메인 형식이 올바르지 않습니다. 예: gangnam.oa-console.kr',
      'domains.3.hostname': '같은 도메인이 두 번 들어 있습니다.',
    });
    expect(validateDomains(rows(['http://a.oa.kr', true]))).toHaveProperty('domains.0.hostname');
  });

  it('needs exactly one primary and at most ten rows', () => {
    expect(validateDomains(rows(['a.oa.kr', false], ['b.oa.kr', false]))).toEqual({
      domains: '대표 도메인을 하나 지정해 주세요.',
    });
    const eleven = rows(...Array.from({ length: 11 }, (_, i): [string, boolean] => [`d${String(i)}.oa.kr`, i === 0]));
    expect(validateDomains(eleven)).toEqual({ domains: '도메인은 10개까지 등록할 수 있습니다.' });
  });
});

describe('editing rows', () => {
  it('the first row added is primary, later ones not', () => {
    const one = addDomainRow([]);
    expect(one.map((row) => row.primary)).toEqual([true]);
    expect(addDomainRow(one).map((row) => row.primary)).toEqual([true, false]);
  });

  it('removing the primary makes the first row left primary; choosing one unchooses the others', () => {
    const list = rows(['a.oa.kr', false], ['b.oa.kr', true], ['c.oa.kr', false]);
    const [a, b, c] = list;
    expect(removeDomainRow(list, b?.key ?? '').map((row) => [row.hostname, row.primary])).toEqual([
      ['a.oa.kr', true],
      ['c.oa.kr', false],
    ]);
    expect(removeDomainRow(list, a?.key ?? '').map((row) => row.primary)).toEqual([true, false]);
    expect(choosePrimary(list, c?.key ?? '').map((row) => row.primary)).toEqual([false, false, true]);
  });

  it('sends clean host names and compares with what was loaded', () => {
    const list = rows([' A.oa.kr ', true]);
    expect(domainsInput(list)).toEqual({ domains: [{ hostname: 'a.oa.kr', primary: true }] });
    expect(sameDomains(list, [{ hostname: 'a.oa.kr', primary: true }])).toBe(true);
    expect(sameDomains(list, [{ hostname: 'a.oa.kr', primary: false }])).toBe(false);
    expect(sameDomains(list, [])).toBe(false);
  });
});
