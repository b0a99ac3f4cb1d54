/** Why a widget call refuses a configuration. */
export const WidgetErrorCode = {
  /** The chosen space is not one of the widget's location's active spaces. */
  SpaceNotAtLocation: 'space_not_at_location',
  /** A meeting type the widget offers (or pre-selects) is not offered by its location. */
  MeetingTypeNotOffered: 'meeting_type_not_offered',
  /** The pre-selected meeting type is not among the widget's meeting types. */
  PreselectedNotOffered: 'preselected_not_offered',
  /** A search names a widget that does not exist. */
  UnknownWidget: 'unknown_widget',
} as const;
