import { Container, PageHeading } from '@tjb/ui';

/** Holds a route's place until its feature lands (foundation issue): the route table is already real. */
export function PendingPage({ title, tagline }: { title: string; tagline: string }) {
  return (
    <Container>
      <PageHeading title={title} tagline={tagline} />
    </Container>
  );
}
