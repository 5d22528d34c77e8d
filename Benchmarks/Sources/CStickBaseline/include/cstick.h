#ifndef CSTICK_H
#define CSTICK_H
/* The joystick's per-event math as plain C: the baseline the Swift engine (JoyStickEngine.JoyStick) is
 * compared with. Delta from the base centre, optional base drag for a movable stick, clamp to the travel
 * radius, atan2-based compass angle in degrees, displacement, and a report through a function pointer
 * when the angle or displacement changed. */

typedef void (*cstick_report_fn)(void *context, double angle, double displacement);

typedef struct cstick {
    double center_x, center_y;   /* base centre, screen coordinates (y down) */
    double radius;               /* travel radius */
    int movable;                 /* the base follows a finger beyond the radius */
    double handle_dx, handle_dy; /* handle offset from the centre */
    double angle, displacement;
    double reported_angle, reported_displacement;
    cstick_report_fn report;
    void *context;
} cstick;

void cstick_init(cstick *stick, double center_x, double center_y, double radius, int movable,
                 cstick_report_fn report, void *context);
void cstick_touch_moved(cstick *stick, double x, double y);
/* The compass angle alone (0 = up, clockwise, degrees in [0, 360)), like JoyStickEngine.Compass.degrees. */
double cstick_compass_degrees(double east, double north);

#endif
