import type { ReactNode } from 'react';
import { PageFrame } from '../../../components/page-frame';
import { DISCOUNTS_PATH } from '../paths';

const BACK = { to: DISCOUNTS_PATH, label: 'Back to discounts' };

/** The frame of the create, detail and edit screens: a back link to the codes and a title. */
export function DiscountsPageFrame(props: { title: string; aside?: ReactNode; children: ReactNode }) {
  return <PageFrame back={BACK} {...props} />;
}
