package dev.tablebook.cost;

import dev.tablebook.analysis.DayShape;
import dev.tablebook.format.Figures;
import dev.tablebook.model.AccessPattern;
import dev.tablebook.model.Design;
import dev.tablebook.model.Table;
import dev.tablebook.model.Traffic;
import java.util.List;

/** The defaults of the traffic shape that move the capacity figures, as guesses (cost-model §8). */
final class TrafficGuesses {
    private TrafficGuesses() {
    }

    static void collect(Design design, List<Guess> out) {
        for (AccessPattern p : design.patterns()) {
            if (p.rps() != null && p.where() != null && p.where().has("rps") && !p.where().has("rps.average")
                    && p.rps().peak() > 0 && isMap(p)) {
                out.add(new Guess("pattern " + p.id(), "no `average` in `rps`: the average is taken as the peak ("
                        + Figures.num(p.rps().peak()) + "/s all day), which the expected month and the capacity"
                        + " comparison rest on", DesignInputs.pos(p.where())));
            }
        }
        if (design.tables().isEmpty()) {
            return;
        }
        boolean rampStated = design.tables().values().stream().allMatch(t -> ramp(design, t) != null);
        if (!rampStated) {
            out.add(new Guess("service " + design.service(), "no `traffic.ramp_minutes`: the rise from the baseline to the"
                    + " daily peak is assumed to take " + Traffic.DEFAULT_RAMP_MINUTES + " minutes",
                    DesignInputs.pos(design.where())));
        }
        out.add(new Guess("service " + design.service(), "the daily peak is placed around "
                + Traffic.Window.clock(DayShape.PEAK_CENTRE_MINUTE) + " UTC (the format states no time for it): the"
                + " windows' overlap with it and the day-shape chart rest on that", DesignInputs.pos(design.where())));
    }

    private static boolean isMap(AccessPattern p) {
        return p.where().has("rps.peak");
    }

    private static Integer ramp(Design design, Table t) {
        if (t.traffic() != null && t.traffic().rampMinutes() != null) {
            return t.traffic().rampMinutes();
        }
        return design.traffic() == null ? null : design.traffic().rampMinutes();
    }
}
