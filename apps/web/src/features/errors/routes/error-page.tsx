import { useParams } from 'react-router';
import { DocumentTitle } from '../../../components/ui/document-title.tsx';
import { ErrorView } from '../../../components/ui/error-view.tsx';
import { paths } from '../../../lib/paths.ts';
import { useIsLoggedIn } from '../../../lib/session/auth-store.ts';

const NOT_FOUND = {
  title: 'ページが見つかりません',
  message: 'お探しのページは移動または削除されたか、URLが間違っている可能性があります。',
};

/** /error/:title/:message, and every unknown path (spec §2). */
export function Component() {
  const params = useParams();
  const loggedIn = useIsLoggedIn();
  const title = params.title?.trim() || NOT_FOUND.title;
  const message = params.message?.trim() || NOT_FOUND.message;
  return (
    <>
      <DocumentTitle title={title} />
      <ErrorView
        title={title}
        message={message}
        backTo={loggedIn ? paths.toppage() : paths.signin()}
        backLabel={loggedIn ? 'トップページへ戻る' : 'ログイン画面へ'}
      />
    </>
  );
}
