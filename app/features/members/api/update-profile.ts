import { useSWRConfig } from 'swr';
import { z } from 'zod';
import { useMemberSession } from '../session';
import { MEMBER_PATH } from './get-member';
import { memberFetch, memberKey } from './member-fetch';

const Answer = z.object({ name: z.string() });

/** POST /members/profile: saves the name, then refreshes the cached member. */
export function useUpdateName() {
  const session = useMemberSession();
  const { mutate } = useSWRConfig();
  return async (name: string) => {
    const saved = await memberFetch(session, '/members/profile', Answer, { method: 'POST', body: JSON.stringify({ name }) });
    await mutate(memberKey(session, MEMBER_PATH));
    return saved.name;
  };
}
