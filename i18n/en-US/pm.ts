/** The PM area: the overlays that start and brief a project. */
const pm = {
  app: {
    select_customer: {
      title: 'Select A Customer',
      search: 'Search customers',
      pick: 'Choose %{name}',
      none: 'No customer matches.',
      create: 'Create New Customer',
    },
    create_project: {
      title: 'Create New Project',
      notice: 'This quick form is not connected yet: submitting it saves nothing. To record a project, use New project.',
      not_saved: 'Nothing was saved. Use New project to record this project for a customer.',
      name: 'Project name',
      phone: 'Phone',
      email: 'Email',
      message: 'Message',
      submit: 'Submit',
      use_new_project: 'Open New project',
    },
    project_overlays: {
      no_project: 'Open a project first: this acts on the project shown on its page.',
      new_contract: 'New Contract',
      new_task: 'New Task',
      briefing: 'Project Briefing',
      briefing_text: 'Briefing to copy',
      copy: 'Copy',
      copied: 'Briefing copied',
      copy_failed: 'The briefing could not be copied: select the text and copy it.',
    },
  },
};

export default pm;
