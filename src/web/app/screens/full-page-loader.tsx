import { Center, Loader } from '@mantine/core';

export function FullPageLoader() {
  return (
    <Center mih="100dvh" bg="gray.0" role="status" aria-label="Loading">
      <Loader />
    </Center>
  );
}
