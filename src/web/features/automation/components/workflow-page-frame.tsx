import type { ReactNode } from 'react';
import type { BackTo } from '../../../components/back-link';
import { PageFrame } from '../../../components/page-frame';
import { WORKFLOWS_PATH } from '../paths';

const BACK = { to: WORKFLOWS_PATH, label: 'Back to workflows' };

/** The frame of the create, detail, edit and monitor screens: a back link and a title. */
export function WorkflowPageFrame(props: {
  title: string;
  back?: BackTo;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return <PageFrame {...props} back={props.back ?? BACK} />;
}
