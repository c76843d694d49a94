/** Marketing → Schedule: the calendar of campaigns, project starts and task deadlines. */
const schedule = {
  app: {
    schedule: {
      today: 'Today',
      back: 'Back',
      next: 'Next',
      month: 'Month',
      week: 'Week',
      legend: 'What the colours mean',
      campaign: 'Campaign',
      project: 'Project start',
      task: 'Task deadline',
      project_event: 'Start: %{project}',
      task_event: 'Due: %{task}',
      task_done: 'Done: %{task}',
      cancelled: '%{title} (cancelled)',
      time_zone: 'Times in %{zone}',
      truncated: 'This period holds more events than the calendar shows: the first %{count} of each kind are here.',
      load_failed: 'The schedule could not be loaded.',
    },
  },
};

export default schedule;
