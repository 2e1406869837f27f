package dev.bindwise.examples.financial;

import dev.bindwise.examples.Dates;

/** Confirms every position of a request: the reply is about as large as the request, as in the paper's 1 KB x 1 KB to 100 KB x 100 KB runs. */
public class FinancialImpl implements Financial {

    @Override
    public AddShortResponse handleAddShort(AddShortRequest request) {
        Position[] positions = request.getPositions() == null ? new Position[0] : request.getPositions();
        Position[] confirmed = new Position[positions.length];
        for (int i = 0; i < positions.length; i++) {
            Position in = positions[i];
            Position out = new Position();
            out.setPositionId(in.getPositionId());
            out.setAccount(in.getAccount());
            out.setTrader(in.getTrader());
            out.setSymbol(in.getSymbol());
            out.setCusip(in.getCusip());
            out.setQuantity(-Math.abs(in.getQuantity()));
            out.setPrice(in.getPrice());
            out.setNotional(-Math.abs(in.getQuantity()) * in.getPrice());
            out.setTradeDate(in.getTradeDate());
            out.setSettlementDate(in.getSettlementDate());
            out.setCounterparty(in.getCounterparty());
            out.setStatus("SHORT-ACCEPTED");
            confirmed[i] = out;
        }
        AddShortResponse response = new AddShortResponse();
        response.setRequestId(request.getRequestId());
        response.setAccepted(confirmed.length);
        response.setProcessedAt(Dates.at(5));
        response.setPositions(confirmed);
        return response;
    }
}
