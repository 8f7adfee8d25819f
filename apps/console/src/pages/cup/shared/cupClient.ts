/**
 * Where the cup programme's reads go (the Seoul cup API) and what a read's query may be, which every part's reads
 * use; and a member's phone number in clear, which every part's lists show.
 */
import { useApi, type ListQuery } from '@oa/api';
import { CUP_PATHS, type PhoneNumber } from '@oa/contract/cup';
import type { Envelope } from '@oa/contract/envelope';
import { useState } from 'react';

/** A list's query, or `null` to wait (nothing is fetched). */
export type Query = ListQuery | null;
export const SEOUL_CUP = { client: 'SEOUL_CUP' } as const;

/**
 * A member's phone number in clear, asked for once (POST .../decrypt, which the server audits): `reveal` resolves
 * when it is shown; `phone` is null until then. Not an SWR mutation: the number is cached nowhere, and a list that
 * shows phones does not load swr/mutation for it (issue 31).
 */
export function usePhoneReveal(memberId: number) {
  const { clients } = useApi();
  const [phone, setPhone] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const reveal = async () => {
    setAsking(true);
    try {
      const response = await clients.SEOUL_CUP.request<Envelope<PhoneNumber>>({
        method: 'POST',
        url: CUP_PATHS.decryptPhone(memberId),
      });
      setPhone(response.data._data.phone);
    } finally {
      setAsking(false);
    }
  };
  return { phone, asking, reveal };
}
