package dev.tablebook.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * `pricing import` reads the data-transfer and restore prices a Global Table needs from the offer
 * file where it carries them: inter-Region data transfer out of the region (a product without
 * `regionCode`, by its `fromRegionCode`; the highest where destinations differ) and restores
 * (`RestoreDataSize-Bytes`). The excerpt holds test figures in the offer file's format.
 */
class OfferTransferTest {
    static final Path OFFER = Path.of("src/test/resources/pricing/offer-excerpt-transfer.json");

    @Test
    void theTransferOutOfTheRegionAndTheRestorePriceAreRead() throws Exception {
        OfferFile.Imported imported = OfferFile.read(OFFER, "eu-west-1");
        PriceSheet s = imported.sheet();
        // eu-west-1 -> us-east-1 at $0.02 and eu-west-1 -> ap-south-1 at $0.025: one price per source region, the highest.
        assertEquals(0.025, s.unitPrice(PriceKey.DATA_TRANSFER_INTER_REGION), 1e-12);
        assertEquals(0.17, s.unitPrice(PriceKey.RESTORE), 1e-12);
        assertEquals(2, s.prices().size());
        assertFalse(imported.notPriced().contains(PriceKey.DATA_TRANSFER_INTER_REGION));
        assertTrue(OfferFile.yaml(imported).contains("data_transfer.inter_region_out_gb: { usd: 0.025 }"),
                OfferFile.yaml(imported));
    }

    @Test
    void aTransferIntoTheRegionIsNotItsPrice() {
        // The excerpt's only us-east-1 product is a transfer out of us-east-1 into eu-west-1 at $0.09: eu-west-1 does
        // not take it (above: 0.025, not the higher 0.09), and it gives us-east-1 no product of its own (no regionCode).
        PriceSheetException e = assertThrows(PriceSheetException.class, () -> OfferFile.read(OFFER, "us-east-1"));
        assertTrue(e.getMessage().contains("no product in region us-east-1"), e.getMessage());
    }
}
