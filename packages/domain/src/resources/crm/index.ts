import { defineModule } from '../module.js';
import { callCenterCallLogs, callLogs, callLogsCall } from './call-logs.js';
import { broadcast, campaigns } from './campaigns.js';
import { complainTypes, complains } from './complains.js';
import { levels, tags } from './levels.js';
import { partnerNotes } from './partner-notes.js';
import { partnersSearch, partnersVip } from './partner-views.js';
import { partners } from './partners.js';
import { partnersTransfer, partnersTransferHistories } from './partners-transfer.js';
import { crmReports } from './reports.js';
import { crmServices, serviceEmployeeResponsibilities, serviceExpenses } from './services.js';
import { sourceTypeOptions, sourceTypes } from './source-types.js';
import { targets } from './targets.js';
import { partnerTasks, taskCalendar, taskTypes, tasks, tasksSearch } from './tasks.js';
import { ticketCalendar, ticketTypes, tickets } from './tickets.js';

/** The CRM module: customers, care, marketing, tickets and call logs, their catalogues and reports. */
export const crmModule = defineModule({
  resources: [
    partners,
    partnersTransfer,
    complains,
    targets,
    campaigns,
    broadcast,
    tasks,
    tickets,
    callLogs,
    partnerNotes,
    crmServices,
    serviceExpenses,
    serviceEmployeeResponsibilities,
    taskTypes,
    ticketTypes,
    sourceTypes,
    sourceTypeOptions,
    complainTypes,
    levels,
    tags,
  ],
  views: [
    partnersSearch,
    partnersVip,
    partnersTransferHistories,
    taskCalendar,
    tasksSearch,
    partnerTasks,
    ticketCalendar,
    callLogsCall,
    callCenterCallLogs,
  ],
  reports: crmReports,
});
