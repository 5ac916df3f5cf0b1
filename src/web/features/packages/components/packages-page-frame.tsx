import type { ReactNode } from 'react';
import { PageFrame } from '../../../components/page-frame';
import { PACKAGES_PATH } from '../../scheduling/paths';

const BACK = { to: PACKAGES_PATH, label: 'Back to packages' };

/** The frame of the create, edit and reorder screens: a back link to the packages and a title. */
export function PackagesPageFrame(props: { title: string; aside?: ReactNode; children: ReactNode }) {
  return <PageFrame back={BACK} {...props} />;
}
