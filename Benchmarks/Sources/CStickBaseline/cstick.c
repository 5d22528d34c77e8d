#include "cstick.h"
#include <math.h>

void cstick_init(cstick *stick, double center_x, double center_y, double radius, int movable,
                 cstick_report_fn report, void *context) {
    stick->center_x = center_x;
    stick->center_y = center_y;
    stick->radius = radius;
    stick->movable = movable;
    stick->handle_dx = 0;
    stick->handle_dy = 0;
    stick->angle = 0;
    stick->displacement = 0;
    stick->reported_angle = 0;
    stick->reported_displacement = 0;
    stick->report = report;
    stick->context = context;
}

void cstick_touch_moved(cstick *stick, double x, double y) {
    if (!isfinite(x) || !isfinite(y)) return;
    double r = stick->radius;
    double dx = x - stick->center_x;
    double dy = y - stick->center_y;
    double distance = sqrt(dx * dx + dy * dy);
    if (stick->movable && r > 0 && distance > r) {
        /* Drag the base so the finger sits on the rim. */
        double k = r / distance;
        stick->center_x = x - dx * k;
        stick->center_y = y - dy * k;
        dx = x - stick->center_x;
        dy = y - stick->center_y;
        distance = sqrt(dx * dx + dy * dy);
    }
    if (distance > r) {
        double k = distance > 0 ? r / distance : 0;
        dx *= k;
        dy *= k;
    }
    stick->handle_dx = dx;
    stick->handle_dy = dy;
    double ux = r > 0 ? dx / r : 0;
    double uy = r > 0 ? -dy / r : 0;
    double length = sqrt(ux * ux + uy * uy);
    double displacement = length < 1 ? length : 1;
    double angle = 0;
    if (displacement > 0) {
        angle = atan2(ux, uy) * (180.0 / M_PI);
        if (angle < 0) angle += 360;
        if (angle >= 360) angle -= 360;
    }
    stick->angle = angle;
    stick->displacement = displacement;
    if (angle != stick->reported_angle || displacement != stick->reported_displacement) {
        stick->reported_angle = angle;
        stick->reported_displacement = displacement;
        if (stick->report) stick->report(stick->context, angle, displacement);
    }
}

double cstick_compass_degrees(double east, double north) {
    if (!isfinite(east) || !isfinite(north) || (east == 0 && north == 0)) return 0;
    double angle = atan2(east, north) * (180.0 / M_PI);
    if (angle < 0) angle += 360;
    return angle >= 360 ? angle - 360 : angle;
}
