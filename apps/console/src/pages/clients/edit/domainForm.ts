/**
 * 도메인 설정 as data: the rows being edited, their Korean validation (the server's rules: HOSTNAME_PATTERN after
 * trimming and lower-casing, each host name once, at most MAX_CLIENT_DOMAINS, exactly one primary when there is
 * any) and the PUT body. Its error keys are the server's (409 DOMAIN_TAKEN names `domains.N.hostname`). Pure.
 */
import { HOSTNAME_PATTERN, MAX_CLIENT_DOMAINS, type ClientDomain, type ClientDomainsInput } from '@oa/api';

export interface DomainRow {
  /** Stable React key (not sent). */
  key: string;
  hostname: string;
  primary: boolean;
}

/** Korean messages: `domains.N.hostname` per row, `domains` for the list as a whole. */
export type DomainErrors = Partial<Record<string, string>>;

export const hostnameErrorKey = (index: number) => `domains.${String(index)}.hostname`;

let rowKeys = 0;
export const newDomainRow = (primary: boolean): DomainRow => ({
  key: `domain-${String((rowKeys += 1))}`,
  hostname: '',
  primary,
});

export const domainRows = (domains: readonly ClientDomain[]): DomainRow[] =>
  domains.map((domain) => ({ ...newDomainRow(domain.primary), hostname: domain.hostname }));

const clean = (hostname: string) => hostname.trim().toLowerCase();

/** Adds an empty row; the first row of an empty list is the primary one. */
export const addDomainRow = (rows: readonly DomainRow[]): DomainRow[] => [...rows, newDomainRow(rows.length === 0)];

/** Removes a row; when it was the primary one, the first row left becomes primary. */
export function removeDomainRow(rows: readonly DomainRow[], key: string): DomainRow[] {
  const removed = rows.find((row) => row.key === key);
  const left = rows.filter((row) => row.key !== key);
  if (removed?.primary === true && left.length > 0) return left.map((row, index) => ({ ...row, primary: index === 0 }));
  return left;
}

/** Makes one row the primary one (and no other). */
export const choosePrimary = (rows: readonly DomainRow[], key: string): DomainRow[] =>
  rows.map((row) => ({ ...row, primary: row.key === key }));

export function validateDomains(rows: readonly DomainRow[]): DomainErrors {
  const errors: DomainErrors = {};
  if (rows.length > MAX_CLIENT_DOMAINS) {
    errors.domains = `도메인은 ${String(MAX_CLIENT_DOMAINS)}개까지 등록할 수 있습니다.`;
  }
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    const hostname = clean(row.hostname);
    if (hostname === '') errors[hostnameErrorKey(index)] = '도메인을 입력해 주세요.';
    else if (!HOSTNAME_PATTERN.test(hostname)) {
      errors[hostnameErrorKey(index)] = '도메인 형식이 올바르지 않습니다. 예: gangnam.oa-console.kr';
    } else if (seen.has(hostname)) errors[hostnameErrorKey(index)] = '같은 도메인이 두 번 들어 있습니다.';
    seen.add(hostname);
  });
  if (rows.length > 0 && rows.filter((row) => row.primary).length !== 1) {
    errors.domains ??= '대표 도메인을 하나 지정해 주세요.';
  }
  return errors;
}

export const domainsInput = (rows: readonly DomainRow[]): ClientDomainsInput => ({
  domains: rows.map((row) => ({ hostname: clean(row.hostname), primary: row.primary })),
});

/** Whether the rows say the same as `domains` (what was loaded or saved). */
export function sameDomains(rows: readonly DomainRow[], domains: readonly ClientDomain[]): boolean {
  return (
    rows.length === domains.length &&
    rows.every(
      (row, index) => clean(row.hostname) === domains[index]?.hostname && row.primary === domains[index].primary,
    )
  );
}
