package dev.tablebook.cli;

import dev.tablebook.load.OfferFile;
import dev.tablebook.load.PriceSheetException;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Model.CommandSpec;

/** {@code tablebook pricing}: price sheets from AWS's own price data. */
final class PricingCommand implements Runnable {
    CommandSpec spec;

    CommandSpec declare() {
        return spec = Declare.command(this, "pricing", "Makes price sheets for --pricing from AWS price data.")
                .subcommand("import", new Import().declare())
                .spec();
    }

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /** {@code tablebook pricing import OFFER.json --region R [--out FILE]}. */
    static final class Import implements Callable<Integer> {
        Path offer;
        String region;
        Path out;
        CommandSpec spec;

        CommandSpec declare() {
            return spec = Declare.command(this, "import", "Turns the AWS Price List offer file for Amazon DynamoDB"
                            + " (the bulk JSON, downloaded by you) into a price sheet for one region: the offer's"
                            + " publication date is its date, the offer file its source; a price the offer lacks is"
                            + " not priced. Use the sheet with --pricing FILE.")
                    .add(Declare.parameter(Path.class, v -> offer = v).index("0").paramLabel("OFFER.json")
                            .description("The offer file (AmazonDynamoDB index.json)."))
                    .add(Declare.option("--region", String.class, region, v -> region = v).required(true)
                            .paramLabel("REGION").description("The region, e.g. eu-west-1."))
                    .add(Declare.option("--out", Path.class, out, v -> out = v).paramLabel("FILE")
                            .description("Write the sheet here instead of to standard output."))
                    .spec();
        }

        @Override
        public Integer call() {
            if (!region.matches("[a-z]{2}(-[a-z]+)+-[0-9]+")) {
                throw new CannotRun("--region `" + region + "` is not an AWS Region code such as eu-west-1");
            }
            OfferFile.Imported imported;
            try {
                imported = OfferFile.read(offer, region);
            } catch (PriceSheetException e) {
                throw e.positioned() ? CannotRun.positioned(e.getMessage()) : new CannotRun(e.getMessage());
            }
            String yaml = OfferFile.yaml(imported);
            if (out == null) {
                spec.commandLine().getOut().print(yaml);
                spec.commandLine().getOut().flush();
            } else {
                OutputFile.replace(out, yaml);
                spec.commandLine().getErr().println(out + ": " + imported.sheet().prices().size() + " prices for "
                        + region + " (" + imported.notPriced().size() + " not in the offer, not priced)");
            }
            return ExitCode.OK;
        }

    }
}
