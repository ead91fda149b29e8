import { ServiceDeskContainer } from '@mall/feature-chat';

/**
 * /service/desk (issue #15): the agents' service desk, behind the staff guard (the staff
 * provider's sign-in); the server keeps it to staff with the agent role.
 */
export function ServiceDeskPage() {
  return <ServiceDeskContainer />;
}

export default ServiceDeskPage;
