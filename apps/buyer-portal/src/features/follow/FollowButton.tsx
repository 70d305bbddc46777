import { type AttentionType, api } from '@wanju/api-client';
import { Button, toast } from '@wanju/ui';
import { useEffect, useState } from 'react';
import { client } from '../../app/session';
import { markFollowEdited } from './followStore';
import { FOLLOW_TEXT as T } from './messages';

/** Follow / unfollow a factory or product (edit_attention, remove_attention); shows the current state. */
export function FollowButton({ type, id }: { type: AttentionType; id: number }) {
  const [followed, setFollowed] = useState<boolean | null>(null);
  const [pending, setPending] = useState(false);
  useEffect(() => {
    let live = true;
    setFollowed(null);
    client
      .call(api.attention.getAttentionState, { type, ids: [id] }, { silent: true })
      .then((r) => live && setFollowed(r.ids.includes(id)))
      .catch(() => live && setFollowed(false));
    return () => {
      live = false;
    };
  }, [type, id]);
  const toggle = async () => {
    setPending(true);
    try {
      if (followed) {
        await client.call(api.attention.removeAttention, { type, ids: [id] });
        setFollowed(false);
        toast.success(T.unfollowSuccess);
      } else {
        await client.call(api.attention.editAttention, { type, id });
        setFollowed(true);
        toast.success(T.followSuccess);
      }
      markFollowEdited();
    } catch {
      // the client has shown the server's message
    } finally {
      setPending(false);
    }
  };
  return (
    <Button
      variant={followed ? 'secondary' : 'outline'}
      isDisabled={followed === null || pending}
      onPress={() => void toggle()}
    >
      {followed ? T.followed : type === 'factory' ? T.followFactory : T.followProduct}
    </Button>
  );
}
