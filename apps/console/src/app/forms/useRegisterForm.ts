/**
 * A register page's form (a robot, a rental or return machine, a permission group): one form registers a record
 * and, once it exists, edits it. The record as last loaded or saved is kept: a save creates (POST to the list) or
 * updates it (PUT to its own address, with the input `input` makes from it, e.g. its revision). After a create the
 * address becomes the record's own (the page's useRegisterRoute keeps the same form), so the next save updates it.
 * On an update a 404 says the record was deleted; with `reload`, a 409 says someone saved first and offers to load
 * the latest. Leaving with unsaved changes asks first (`prompt`).
 */
import { useApi, useApiMutation, type ApiName, type Envelope } from '@oa/api';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '../shell/notify';
import { useForm, type FieldErrors, type FormOptions } from './useForm';
import { useUnsavedChangesPrompt } from './useUnsavedChangesPrompt';

export type RegisterMode = 'create' | 'edit';

export interface RegisterFormOptions<Values, Item, Input> extends Pick<
  FormOptions<Values, Item>,
  'same' | 'fieldPath' | 'failed'
> {
  /** The record as loaded; null registers a new one. */
  initial: Item | null;
  /** A new record's values. */
  empty: () => Values;
  /** A record's values in the form. */
  valuesOf: (item: Item) => Values;
  validate: (values: Values, mode: RegisterMode) => FieldErrors;
  /** The body to send (valid values): a create when `saved` is null, else an update of `saved`. */
  input: (values: Values, saved: Item | null) => Input;
  api: {
    client?: ApiName;
    /** The list's path: a create is POSTed to it. */
    list: string;
    /** A record's own path: an update is PUT to it, the latest is read from it. */
    item: (item: Item) => string;
    /** The cached reads to fetch again after a save (default: the list and everything under it). */
    revalidate?: readonly string[];
  };
  /** What the messages call the record: its kind ('로봇') and its name ('WB-GN-0001'). */
  words: { noun: string; name: (item: Item) => string; saved?: string };
  /** After a create, before the address changes to the record's own (the page's useRegisterRoute). */
  onCreated: (item: Item) => void;
  /** The record's own address (its edit page). */
  editPath: (item: Item) => string;
  /** The record has a revision: a 409 on an update offers 최신 정보 불러오기. */
  reload?: boolean;
}

/** The topic particle after a Korean word: 은 after a final consonant (로봇은), 는 after a vowel (대여기는). */
export function topicParticle(word: string): '은' | '는' {
  const code = word.charCodeAt(word.length - 1) - 0xac00;
  return code >= 0 && code < 11172 && code % 28 !== 0 ? '은' : '는';
}

export function useRegisterForm<Values extends object, Item, Input>(options: RegisterFormOptions<Values, Item, Input>) {
  const { api, words, initial } = options;
  const navigate = useNavigate();
  const { clients } = useApi();
  // The record as last loaded or saved: an update goes to its address with what `input` takes from it.
  const [saved, setSaved] = useState<Item | null>(initial);
  const mode: RegisterMode = saved === null ? 'create' : 'edit';
  const client = api.client ?? 'OA';
  const request = { client, method: saved === null ? ('POST' as const) : ('PUT' as const) };
  const mutation = useApiMutation<Input, Item>(
    { ...request, path: saved === null ? api.list : api.item(saved) },
    { revalidate: api.revalidate ?? [api.list] },
  );
  // swr's trigger overloads do not resolve for a generic body.
  const send = mutation.trigger as (body: Input) => Promise<Item>;

  const form = useForm<Values, Item>({
    initial: initial === null ? options.empty() : options.valuesOf(initial),
    validate: (values) => options.validate(values, mode),
    ...(options.same === undefined ? {} : { same: options.same }),
    ...(options.fieldPath === undefined ? {} : { fieldPath: options.fieldPath }),
    ...(options.failed === undefined ? {} : { failed: options.failed }),
    save: (values) => send(options.input(values, saved)),
    onSaved: async (item) => {
      setSaved(item);
      if (mode === 'edit') {
        notify('success', words.saved ?? '저장되었습니다.');
        return;
      }
      notify('success', `${words.noun} ${words.name(item)}을(를) 등록했습니다.`);
      options.onCreated(item);
      // One record per save: from now on this form updates it.
      await navigateFreely(() => navigate(options.editPath(item), { replace: true }));
    },
    gone:
      saved === null
        ? undefined
        : `이 ${words.noun}${topicParticle(words.noun)} 삭제되어 저장할 수 없습니다. 목록에서 다시 확인해 주세요.`,
    conflict:
      saved === null || options.reload !== true
        ? undefined
        : {
            message: `다른 사용자가 이 ${words.noun} 정보를 먼저 수정했습니다. 최신 정보를 불러온 뒤 다시 수정해 주세요.`,
            reload: async () => {
              const answer = await clients[client].get<Envelope<Item>>(api.item(saved));
              setSaved(answer.data._data);
              return options.valuesOf(answer.data._data);
            },
          },
  });
  const { prompt, navigateFreely } = useUnsavedChangesPrompt(form.dirty);
  /** `setSaved`: a part of the page changed the record (a group's members). */
  return { form, saved, setSaved, mode, prompt };
}
