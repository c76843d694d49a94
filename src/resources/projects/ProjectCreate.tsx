import { projectCreateSchema, projectDefaults } from '../../../domain/project';
import type { ProjectRecord } from '../../dataProvider';
import { OverlayCreateForm } from '../../overlays/OverlayCreateForm';
import { useProjectCustomer } from '../../overlays/overlayStore';
import type { CreateViewProps } from '../resourceModule';
import { ProjectCustomerInput } from './ProjectCustomerInput';
import { ProjectInputs } from './ProjectInputs';

/**
 * The New Project drawer's form (docs/product.md#overlays, #validation). It mounts each time the drawer opens, so the draft starts from
 * the domain defaults with only the chosen customer kept; a customer picked while it is open fills the field
 * and leaves the rest as typed.
 */
export default function ProjectCreate(props: CreateViewProps<ProjectRecord>) {
  const customer = useProjectCustomer();
  return (
    <OverlayCreateForm
      {...props}
      container="drawer"
      resource="projects"
      schema={projectCreateSchema}
      draft={() => ({ ...projectDefaults, services: [...projectDefaults.services], customer: customer?.id })}
    >
      <ProjectInputs customer={<ProjectCustomerInput />} />
    </OverlayCreateForm>
  );
}
