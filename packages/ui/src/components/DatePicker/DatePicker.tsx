import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  DateInput,
  type DateRange,
  DateSegment,
  type DateValue,
  Dialog,
  Group,
  Heading,
  Popover,
  DatePicker as RACDatePicker,
  type DatePickerProps as RACDatePickerProps,
  DateRangePicker as RACDateRangePicker,
  type DateRangePickerProps as RACDateRangePickerProps,
  RangeCalendar,
} from 'react-aria-components';
import { cx } from '../../cx';
import { type FieldChromeProps, FieldHelp, FieldLabel, fieldStyles } from '../Field/Field';
import * as styles from './DatePicker.css';

function CalendarBody() {
  return (
    <>
      <header className={styles.calHeader}>
        <Button slot="previous" className={styles.button} aria-label="上个月">
          <ChevronLeft size={16} aria-hidden="true" />
        </Button>
        <Heading />
        <Button slot="next" className={styles.button} aria-label="下个月">
          <ChevronRight size={16} aria-hidden="true" />
        </Button>
      </header>
      <CalendarGrid className={styles.grid}>
        <CalendarGridHeader>
          {(day) => <CalendarHeaderCell className={styles.headerCell}>{day}</CalendarHeaderCell>}
        </CalendarGridHeader>
        <CalendarGridBody>{(date) => <CalendarCell date={date} className={styles.cell} />}</CalendarGridBody>
      </CalendarGrid>
    </>
  );
}

export interface DatePickerProps<T extends DateValue>
  extends Omit<RACDatePickerProps<T>, 'className'>,
    FieldChromeProps {
  className?: string;
}

/** One date, typed by segment or picked from a calendar; formatted for zh-CN by <UiRoot>'s locale. */
export function DatePicker<T extends DateValue>({
  label,
  description,
  errorMessage,
  className,
  ...props
}: DatePickerProps<T>) {
  return (
    <RACDatePicker {...props} className={cx(fieldStyles.field, className)}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Group className={styles.group}>
        <DateInput className={styles.dateInput}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
        <Button className={styles.button}>
          <CalendarDays size={16} aria-hidden="true" />
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className={styles.popover}>
        <Dialog aria-label="选择日期">
          <Calendar>
            <CalendarBody />
          </Calendar>
        </Dialog>
      </Popover>
    </RACDatePicker>
  );
}

export interface DateRangePickerProps<T extends DateValue>
  extends Omit<RACDateRangePickerProps<T>, 'className'>,
    FieldChromeProps {
  className?: string;
}

/** A date range (export history, inquiries by date). */
export function DateRangePicker<T extends DateValue>({
  label,
  description,
  errorMessage,
  className,
  ...props
}: DateRangePickerProps<T>) {
  return (
    <RACDateRangePicker {...props} className={cx(fieldStyles.field, className)}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Group className={styles.group}>
        <DateInput slot="start" className={styles.dateInput}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
        <span className={styles.dash} aria-hidden="true">
          至
        </span>
        <DateInput slot="end" className={styles.dateInput}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
        <Button className={styles.button}>
          <CalendarDays size={16} aria-hidden="true" />
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className={styles.popover}>
        <Dialog aria-label="选择日期范围">
          <RangeCalendar>
            <CalendarBody />
          </RangeCalendar>
        </Dialog>
      </Popover>
    </RACDateRangePicker>
  );
}

export type { DateRange, DateValue };
