// The calendars screens are services sub-pages: the scheduling frame, with their own back link.
export { SchedulingPageFrame as CalendarsPageFrame } from '../../scheduling/components/scheduling-page-frame';
