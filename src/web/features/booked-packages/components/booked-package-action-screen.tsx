import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import type { BookedPackageDetailView } from '../../../../domain/booked-packages/booked-package-view';
import { useMe } from '../../account/api/get-me';
import { GroupPageFrame } from '../../group-sessions/components/group-page-frame';
import { clientName } from '../booked-package-format';
import { bookedPackagePath } from '../paths';
import { BookedPackageScreen } from './booked-package-screen';

/** A child screen of the booked package in the address (edit, expiration), in the expert's zone. */
export function BookedPackageActionScreen({
  title,
  children,
}: {
  title: string;
  children: (booked: BookedPackageDetailView, zone: string) => ReactNode;
}) {
  const { packageId = '' } = useParams();
  const zone = useMe().data!.user.timezone;
  return (
    <BookedPackageScreen packageId={packageId}>
      {(booked) => (
        <GroupPageFrame
          title={title}
          description={`${booked.package.title}, bought by ${clientName(booked.client)}`}
          back={{ to: bookedPackagePath(booked.id), label: 'Back to the package' }}
        >
          {children(booked, zone)}
        </GroupPageFrame>
      )}
    </BookedPackageScreen>
  );
}
