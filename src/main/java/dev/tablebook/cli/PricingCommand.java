package dev.tablebook.cli;

import dev.tablebook.load.OfferFile;
import dev.tablebook.load.PriceSheetException;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code tablebook pricing}: price sheets from AWS's own price data. */
@Command(name = "pricing", mixinStandardHelpOptions = true, versionProvider = Version.class,
        description = "Makes price sheets for --pricing from AWS price data.",
        subcommands = {PricingCommand.Import.class})
final class PricingCommand implements Runnable {
    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /** {@code tablebook pricing import OFFER.json --region R [--out FILE]}. */
    @Command(name = "import", mixinStandardHelpOptions = true, versionProvider = Version.class,
            description = "Turns the AWS Price List offer file for Amazon DynamoDB (the bulk JSON, downloaded by you)"
                    + " into a price sheet for one region: the offer's publication date is its date, the offer file"
                    + " its source; a price the offer lacks is not priced. Use the sheet with --pricing FILE.")
    static final class Import implements Callable<Integer> {
        @Parameters(index = "0", paramLabel = "OFFER.json", description = "The offer file (AmazonDynamoDB index.json).")
        Path offer;

        @Option(names = "--region", required = true, paramLabel = "REGION", description = "The region, e.g. eu-west-1.")
        String region;

        @Option(names = "--out", paramLabel = "FILE", description = "Write the sheet here instead of to standard output.")
        Path out;

        @picocli.CommandLine.Spec
        picocli.CommandLine.Model.CommandSpec spec;

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
