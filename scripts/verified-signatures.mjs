// Signatures of mainnet contracts that carry real traffic but whose ABIs no npm package publishes. Each line is one
// contract: its deployed address, where its verified source is published, and its declarations. Each selector and
// topic here was checked against the contract's calls and logs on mainnet (docs/transaction-decoding.md names the few
// declared from their source alone), and each parameter name, struct field name and `indexed` marker against the
// contract's published Solidity or Vyper source (docs/transaction-decoding.md lists which source for which contract).
// scripts/build-signature-index.mjs reads this after every package but those it reads for coverage alone, so a
// package's declaration of the same signature keeps its names.

const BLUR_V2_ORDER =
  '(address trader, address collection, bytes32 listingsRoot, uint256 numberOfListings, uint256 expirationTime, uint8 assetType, (address recipient, uint16 rate) makerFee, uint256 salt)'
const BLUR_V2_EXCHANGE =
  '(uint256 index, bytes32[] proof, (uint256 index, uint256 tokenId, uint256 amount, uint256 price) listing, (uint256 tokenId, uint256 amount) taker)'
const BLUR_V2_FEE = '(address recipient, uint16 rate)'
const BLUR_V1_ORDER =
  '(address trader, uint8 side, address matchingPolicy, address collection, uint256 tokenId, uint256 amount, address paymentToken, uint256 price, uint256 listingTime, uint256 expirationTime, (uint16 rate, address recipient)[] fees, uint256 salt, bytes extraParams)'
const ONEINCH_V4_DESC =
  '(address srcToken, address dstToken, address srcReceiver, address dstReceiver, uint256 amount, uint256 minReturnAmount, uint256 flags, bytes permit)'
const ONEINCH_V6_DESC = '(address srcToken, address dstToken, address srcReceiver, address dstReceiver, uint256 amount, uint256 minReturnAmount, uint256 flags)'
const ONEINCH_V5_ORDER =
  '(uint256 salt, address makerAsset, address takerAsset, address maker, address receiver, address allowedSender, uint256 makingAmount, uint256 takingAmount, uint256 offsets, bytes interactions)'
const ONEINCH_V5_RFQ =
  '(uint256 info, address makerAsset, address takerAsset, address maker, address allowedSender, uint256 makingAmount, uint256 takingAmount)'
const PARASWAP_V6_GENERIC =
  '(address srcToken, address destToken, uint256 fromAmount, uint256 toAmount, uint256 quotedAmount, bytes32 metadata, address beneficiary)'
const PARASWAP_V6_UNISWAP =
  '(address srcToken, address destToken, uint256 fromAmount, uint256 toAmount, uint256 quotedAmount, bytes32 metadata, address beneficiary, bytes pools)'
const PARASWAP_V6_BALANCER = '(uint256 fromAmount, uint256 toAmount, uint256 quotedAmount, bytes32 metadata, uint256 beneficiaryAndApproveFlag)'
const PARASWAP_V6_RFQ_ORDER =
  '((uint256 nonceAndMeta, uint128 expiry, address makerAsset, address takerAsset, address maker, address taker, uint256 makerAmount, uint256 takerAmount) order, bytes signature, uint256 takerTokenFillAmount, bytes permitTakerAsset, bytes permitMakerAsset)'
const PARASWAP_V6_SHARES = 'returns (uint256 receivedAmount, uint256 paraswapShare, uint256 partnerShare)'
const PARASWAP_V6_OUT_SHARES = 'returns (uint256 spentAmount, uint256 receivedAmount, uint256 paraswapShare, uint256 partnerShare)'
const KYBER_DESC =
  '(address srcToken, address dstToken, address[] srcReceivers, uint256[] srcAmounts, address[] feeReceivers, uint256[] feeAmounts, address dstReceiver, uint256 amount, uint256 minReturnAmount, uint256 flags, bytes permit)'
const KYBER_EXECUTION = `(address callTarget, address approveTarget, bytes targetData, ${KYBER_DESC} desc, bytes clientData)`
const OPENOCEAN_DESC =
  '(address srcToken, address dstToken, address srcReceiver, address dstReceiver, uint256 amount, uint256 minReturnAmount, uint256 guaranteedAmount, uint256 flags, address referrer, bytes permit)'
const BLEND_LOAN_OFFER =
  '(address lender, address collection, uint256 totalAmount, uint256 minAmount, uint256 maxAmount, uint256 auctionDuration, uint256 salt, uint256 expirationTime, uint256 rate, address oracle)'
const BLEND_LIEN =
  '(address lender, address borrower, address collection, uint256 tokenId, uint256 amount, uint256 startTime, uint256 rate, uint256 auctionStartBlock, uint256 auctionDuration)'
const BLEND_SELL_OFFER =
  '(address borrower, uint256 lienId, uint256 price, uint256 expirationTime, uint256 salt, address oracle, (uint16 rate, address recipient)[] fees)'
const LOOKSRARE_MAKER =
  '(uint8 quoteType, uint256 globalNonce, uint256 subsetNonce, uint256 orderNonce, uint256 strategyId, uint8 collectionType, address collection, address currency, address signer, uint256 startTime, uint256 endTime, uint256 price, uint256[] itemIds, uint256[] amounts, bytes additionalParameters)'
const LOOKSRARE_MERKLE_TREE = '(bytes32 root, (bytes32 value, uint8 position)[] proof)'
const LOOKSRARE_FILL =
  'uint256 strategyId, address currency, address collection, uint256[] itemIds, uint256[] amounts, address[2] feeRecipients, uint256[3] feeAmounts'
const X2Y2_ORDER =
  '(uint256 salt, address user, uint256 network, uint256 intent, uint256 delegateType, uint256 deadline, address currency, bytes dataMask, (uint256 price, bytes data)[] items, bytes32 r, bytes32 s, uint8 v, uint8 signVersion)'
const X2Y2_DETAIL =
  '(uint8 op, uint256 orderIdx, uint256 itemIdx, uint256 price, bytes32 itemHash, address executionDelegate, bytes dataReplacement, uint256 bidIncentivePct, uint256 aucMinIncrementPct, uint256 aucIncDurationSecs, (uint256 percentage, address to)[] fees)'
const X2Y2_SHARED = '(uint256 salt, uint256 deadline, uint256 amountToEth, uint256 amountToWeth, address user, bool canFail)'
const SUSHI_ROUTE = 'address tokenIn, uint256 amountIn, address tokenOut, uint256 amountOutMin, address to, bytes route'
const CCIP_MESSAGE = '(bytes receiver, bytes data, (address token, uint256 amount)[] tokenAmounts, address feeToken, bytes extraArgs)'
const PARASWAP_SIMPLE_DATA =
  '(address fromToken, address toToken, uint256 fromAmount, uint256 toAmount, uint256 expectedAmount, address[] callees, bytes exchangeData, uint256[] startIndexes, uint256[] values, address beneficiary, address partner, uint256 feePercent, bytes permit, uint256 deadline, bytes16 uuid)'

const EIGENLAYER_WITHDRAWAL =
  '(address staker, address delegatedTo, address withdrawer, uint256 nonce, uint32 startBlock, address[] strategies, uint256[] shares)'
const EIGENLAYER_SLASHING_WITHDRAWAL =
  '(address staker, address delegatedTo, address withdrawer, uint256 nonce, uint32 startBlock, address[] strategies, uint256[] scaledShares)'
const ACROSS_FILL_INFO = '(bytes32 updatedRecipient, bytes32 updatedMessageHash, uint256 updatedOutputAmount, uint8 fillType)'
const ACROSS_V3_FILL_INFO = '(address updatedRecipient, bytes updatedMessage, uint256 updatedOutputAmount, uint8 fillType)'
const ACROSS_V2_FILL_INFO = '(address recipient, bytes message, int64 relayerFeePct, bool isSlowRelay, int256 payoutAdjustmentPct)'
const LIFI_BRIDGE_DATA =
  '(bytes32 transactionId, string bridge, string integrator, address referrer, address sendingAssetId, address receiver, uint256 minAmount, uint256 destinationChainId, bool hasSourceSwaps, bool hasDestinationCall)'
const VELODROME_ROUTE = '(address from, address to, bool stable, address factory)'

/** @type {{ contract: string, address: string, source: string, declarations: string[] }[]} */
export const VERIFIED_CONTRACTS = [
  {
    contract: 'Blur Exchange v2',
    address: '0xb2ecfe4e4d61f8790bbb9de2d1259b9e2410cea5',
    declarations: [
      `function takeAsk((${BLUR_V2_ORDER}[] orders, ${BLUR_V2_EXCHANGE}[] exchanges, ${BLUR_V2_FEE} takerFee, bytes signatures, address tokenRecipient) inputs, bytes oracleSignature)`,
      `function takeBid((${BLUR_V2_ORDER}[] orders, ${BLUR_V2_EXCHANGE}[] exchanges, ${BLUR_V2_FEE} takerFee, bytes signatures) inputs, bytes oracleSignature)`,
      `function takeAskSingle((${BLUR_V2_ORDER} order, ${BLUR_V2_EXCHANGE} exchange, ${BLUR_V2_FEE} takerFee, bytes signature, address tokenRecipient) inputs, bytes oracleSignature)`,
      `function takeBidSingle((${BLUR_V2_ORDER} order, ${BLUR_V2_EXCHANGE} exchange, ${BLUR_V2_FEE} takerFee, bytes signature) inputs, bytes oracleSignature)`,
      'function cancelTrades((bytes32 hash, uint256 index, uint256 amount)[] cancels)',
      'event Execution721Packed(bytes32 orderHash, uint256 tokenIdListingIndexTrader, uint256 collectionPriceSide)',
      'event Execution721TakerFeePacked(bytes32 orderHash, uint256 tokenIdListingIndexTrader, uint256 collectionPriceSide, uint256 takerFeeRecipientRate)',
      'event Execution721MakerFeePacked(bytes32 orderHash, uint256 tokenIdListingIndexTrader, uint256 collectionPriceSide, uint256 makerFeeRecipientRate)',
      'event CancelTrade(address indexed user, bytes32 hash, uint256 index, uint256 amount)',
      'event NonceIncremented(address indexed user, uint256 newNonce)',
    ],
  },
  {
    contract: 'Blur Exchange v1',
    address: '0x000000000000ad05ccc4f10045630fb830b95127',
    declarations: [
      'function execute(((address trader, uint8 side, address matchingPolicy, address collection, uint256 tokenId, uint256 amount, address paymentToken, uint256 price, uint256 listingTime, uint256 expirationTime, (uint16 rate, address recipient)[] fees, uint256 salt, bytes extraParams) order, uint8 v, bytes32 r, bytes32 s, bytes extraSignature, uint8 signatureVersion, uint256 blockNumber) sell, ((address trader, uint8 side, address matchingPolicy, address collection, uint256 tokenId, uint256 amount, address paymentToken, uint256 price, uint256 listingTime, uint256 expirationTime, (uint16 rate, address recipient)[] fees, uint256 salt, bytes extraParams) order, uint8 v, bytes32 r, bytes32 s, bytes extraSignature, uint8 signatureVersion, uint256 blockNumber) buy) payable',
      `event OrdersMatched(address indexed maker, address indexed taker, ${BLUR_V1_ORDER} sell, bytes32 sellHash, ${BLUR_V1_ORDER} buy, bytes32 buyHash)`,
    ],
  },
  {
    contract: 'Blur aggregator (GemSwap fork)',
    address: '0x39da41747a83aee658334415666f3ef92dd0d541',
    declarations: ['function batchBuyWithETH((uint256 marketId, uint256 value, bytes tradeData)[] tradeDetails)'],
  },
  {
    contract: 'Disperse',
    address: '0xd152f549545093347a162dce210e7293f1452150',
    declarations: [
      'function disperseEther(address[] recipients, uint256[] values)',
      'function disperseToken(address token, address[] recipients, uint256[] values)',
      'function disperseTokenSimple(address token, address[] recipients, uint256[] values)',
    ],
  },
  {
    contract: 'Beacon chain deposit contract',
    address: '0x00000000219ab540356cbb839cbe05303d7705fa',
    declarations: [
      'function deposit(bytes pubkey, bytes withdrawal_credentials, bytes signature, bytes32 deposit_data_root)',
      'event DepositEvent(bytes pubkey, bytes withdrawal_credentials, bytes amount, bytes signature, bytes index)',
    ],
  },
  {
    contract: '1inch AggregationRouterV4',
    address: '0x1111111254fb6c44bac0bed2854e76f90643097d',
    declarations: [`function swap(address caller, ${ONEINCH_V4_DESC} desc, bytes data)`],
  },
  {
    contract: '1inch AggregationRouterV6',
    address: '0x111111125421ca6dc452d289314280a0f8842a65',
    declarations: [
      `function swap(address executor, ${ONEINCH_V6_DESC} desc, bytes data)`,
      // The limit order protocol v4 lives in the same router: a maker's order filled, by its hash.
      'event OrderFilled(bytes32 orderHash, uint256 remainingAmount)',
    ],
  },
  {
    contract: '1inch AggregationRouterV5',
    address: '0x1111111254eeb25477b68fb85ed929f73a960582',
    declarations: [
      `function swap(address executor, ${ONEINCH_V6_DESC} desc, bytes permit, bytes data) payable returns (uint256 returnAmount, uint256 spentAmount)`,
      'function unoswap(address srcToken, uint256 amount, uint256 minReturn, uint256[] pools) payable returns (uint256 returnAmount)',
      'function unoswapTo(address recipient, address srcToken, uint256 amount, uint256 minReturn, uint256[] pools) payable returns (uint256 returnAmount)',
      'function unoswapToWithPermit(address recipient, address srcToken, uint256 amount, uint256 minReturn, uint256[] pools, bytes permit) returns (uint256 returnAmount)',
      'function uniswapV3Swap(uint256 amount, uint256 minReturn, uint256[] pools) payable returns (uint256 returnAmount)',
      'function uniswapV3SwapTo(address recipient, uint256 amount, uint256 minReturn, uint256[] pools) payable returns (uint256 returnAmount)',
      'function uniswapV3SwapToWithPermit(address recipient, address srcToken, uint256 amount, uint256 minReturn, uint256[] pools, bytes permit) returns (uint256 returnAmount)',
      'function clipperSwap(address clipperExchange, address srcToken, address dstToken, uint256 inputAmount, uint256 outputAmount, uint256 goodUntil, bytes32 r, bytes32 vs) payable returns (uint256 returnAmount)',
      'function clipperSwapTo(address clipperExchange, address recipient, address srcToken, address dstToken, uint256 inputAmount, uint256 outputAmount, uint256 goodUntil, bytes32 r, bytes32 vs) payable returns (uint256 returnAmount)',
      'function clipperSwapToWithPermit(address clipperExchange, address recipient, address srcToken, address dstToken, uint256 inputAmount, uint256 outputAmount, uint256 goodUntil, bytes32 r, bytes32 vs, bytes permit) returns (uint256 returnAmount)',
      // The limit order protocol v3 lives in the same router: orders and RFQ orders filled and cancelled.
      `function fillOrder(${ONEINCH_V5_ORDER} order, bytes signature, bytes interaction, uint256 makingAmount, uint256 takingAmount, uint256 skipPermitAndThresholdAmount) payable returns (uint256, uint256, bytes32)`,
      `function fillOrderTo(${ONEINCH_V5_ORDER} order_, bytes signature, bytes interaction, uint256 makingAmount, uint256 takingAmount, uint256 skipPermitAndThresholdAmount, address target) payable returns (uint256 actualMakingAmount, uint256 actualTakingAmount, bytes32 orderHash)`,
      `function fillOrderToWithPermit(${ONEINCH_V5_ORDER} order, bytes signature, bytes interaction, uint256 makingAmount, uint256 takingAmount, uint256 skipPermitAndThresholdAmount, address target, bytes permit) returns (uint256, uint256, bytes32)`,
      `function cancelOrder(${ONEINCH_V5_ORDER} order) returns (uint256 orderRemaining, bytes32 orderHash)`,
      `function fillOrderRFQ(${ONEINCH_V5_RFQ} order, bytes signature, uint256 flagsAndAmount) payable returns (uint256, uint256, bytes32)`,
      `function fillOrderRFQTo(${ONEINCH_V5_RFQ} order, bytes signature, uint256 flagsAndAmount, address target) payable returns (uint256 filledMakingAmount, uint256 filledTakingAmount, bytes32 orderHash)`,
      `function fillOrderRFQToWithPermit(${ONEINCH_V5_RFQ} order, bytes signature, uint256 flagsAndAmount, address target, bytes permit) returns (uint256, uint256, bytes32)`,
      `function fillOrderRFQCompact(${ONEINCH_V5_RFQ} order, bytes32 r, bytes32 vs, uint256 flagsAndAmount) payable returns (uint256 filledMakingAmount, uint256 filledTakingAmount, bytes32 orderHash)`,
      'function cancelOrderRFQ(uint256 orderInfo)',
      'function cancelOrderRFQ(uint256 orderInfo, uint256 additionalMask)',
      'function increaseNonce()',
      'function advanceNonce(uint8 amount)',
      'event OrderFilled(address indexed maker, bytes32 orderHash, uint256 remaining)',
      'event OrderFilledRFQ(bytes32 orderHash, uint256 makingAmount)',
      'event OrderCanceled(address indexed maker, bytes32 orderHash, uint256 remainingRaw)',
      'event NonceIncreased(address indexed maker, uint256 newNonce)',
    ],
  },
  {
    contract: 'ParaSwap AugustusV6.2',
    address: '0x6a000f20005980200259b80c5102003040001068',
    declarations: [
      `function swapExactAmountIn(address executor, ${PARASWAP_V6_GENERIC} swapData, uint256 partnerAndFee, bytes permit, bytes executorData) payable ${PARASWAP_V6_SHARES}`,
      `function swapExactAmountOut(address executor, ${PARASWAP_V6_GENERIC} swapData, uint256 partnerAndFee, bytes permit, bytes executorData) payable ${PARASWAP_V6_OUT_SHARES}`,
      `function swapExactAmountInOnUniswapV2(${PARASWAP_V6_UNISWAP} uniData, uint256 partnerAndFee, bytes permit) payable ${PARASWAP_V6_SHARES}`,
      `function swapExactAmountInOnUniswapV3(${PARASWAP_V6_UNISWAP} uniData, uint256 partnerAndFee, bytes permit) payable ${PARASWAP_V6_SHARES}`,
      `function swapExactAmountOutOnUniswapV2(${PARASWAP_V6_UNISWAP} uniData, uint256 partnerAndFee, bytes permit) payable ${PARASWAP_V6_OUT_SHARES}`,
      `function swapExactAmountOutOnUniswapV3(${PARASWAP_V6_UNISWAP} uniData, uint256 partnerAndFee, bytes permit) payable ${PARASWAP_V6_OUT_SHARES}`,
      `function swapExactAmountInOnBalancerV2(${PARASWAP_V6_BALANCER} balancerData, uint256 partnerAndFee, bytes permit, bytes data) payable ${PARASWAP_V6_SHARES}`,
      `function swapExactAmountOutOnBalancerV2(${PARASWAP_V6_BALANCER} balancerData, uint256 partnerAndFee, bytes permit, bytes data) payable ${PARASWAP_V6_OUT_SHARES}`,
      `function swapExactAmountInOnCurveV1((uint256 curveData, uint256 curveAssets, address srcToken, address destToken, uint256 fromAmount, uint256 toAmount, uint256 quotedAmount, bytes32 metadata, address beneficiary) curveV1Data, uint256 partnerAndFee, bytes permit) payable ${PARASWAP_V6_SHARES}`,
      `function swapExactAmountInOnCurveV2((uint256 curveData, uint256 i, uint256 j, address poolAddress, address srcToken, address destToken, uint256 fromAmount, uint256 toAmount, uint256 quotedAmount, bytes32 metadata, address beneficiary) curveV2Data, uint256 partnerAndFee, bytes permit) payable ${PARASWAP_V6_SHARES}`,
      `function swapOnAugustusRFQTryBatchFill((uint256 fromAmount, uint256 toAmount, uint8 wrapApproveDirection, bytes32 metadata, address beneficiary) data, ${PARASWAP_V6_RFQ_ORDER}[] orders, bytes permit) payable returns (uint256 spentAmount, uint256 receivedAmount)`,
    ],
  },
  {
    contract: 'KyberSwap MetaAggregationRouterV2',
    address: '0x6131b5fae19ea4f9d964eac0408e4408b66337b5',
    declarations: [
      `function swap(${KYBER_EXECUTION} execution) payable returns (uint256 returnAmount, uint256 gasUsed)`,
      `function swapGeneric(${KYBER_EXECUTION} execution) payable returns (uint256 returnAmount, uint256 gasUsed)`,
      `function swapSimpleMode(address caller, ${KYBER_DESC} desc, bytes executorData, bytes clientData) returns (uint256 returnAmount, uint256 gasUsed)`,
      'event Swapped(address sender, address srcToken, address dstToken, address dstReceiver, uint256 spentAmount, uint256 returnAmount)',
      'event ClientData(bytes clientData)',
      'event Fee(address token, uint256 totalAmount, uint256 totalFee, address[] recipients, uint256[] amounts, bool isBps)',
    ],
  },
  {
    contract: 'OpenOcean Exchange',
    address: '0x6352a56caadc4f1e25cd6c75970fa768a3304e64',
    declarations: [
      `function swap(address caller, ${OPENOCEAN_DESC} desc, (uint256 target, uint256 gasLimit, uint256 value, bytes data)[] calls) payable returns (uint256 returnAmount)`,
      'function callUniswap(address srcToken, uint256 amount, uint256 minReturn, bytes32[] pools) payable returns (uint256 returnAmount)',
      'function callUniswapTo(address srcToken, uint256 amount, uint256 minReturn, bytes32[] pools, address recipient) payable returns (uint256 returnAmount)',
      'function callUniswapWithPermit(address srcToken, uint256 amount, uint256 minReturn, bytes32[] pools, bytes permit) returns (uint256 returnAmount)',
      'function callUniswapToWithPermit(address srcToken, uint256 amount, uint256 minReturn, bytes32[] pools, bytes permit, address recipient) returns (uint256 returnAmount)',
      'event Swapped(address indexed sender, address indexed srcToken, address indexed dstToken, address dstReceiver, uint256 amount, uint256 spentAmount, uint256 returnAmount, uint256 minReturnAmount, uint256 guaranteedAmount, address referrer)',
    ],
  },
  {
    contract: 'SushiSwap RouteProcessor5',
    address: '0xf2614a233c7c3e7f08b1f887ba133a13f1eb2c55',
    declarations: [
      // Route processors 3 to 4 declare the same calls, but not the two `processRouteWithTransferValue…`, and the same event.
      `function processRoute(${SUSHI_ROUTE}) payable returns (uint256 amountOut)`,
      `function transferValueAndprocessRoute(address transferValueTo, uint256 amountValueTransfer, ${SUSHI_ROUTE}) payable returns (uint256 amountOut)`,
      `function processRouteWithTransferValueInput(address transferValueTo, uint256 amountValueTransfer, ${SUSHI_ROUTE}) payable returns (uint256 amountOut)`,
      `function processRouteWithTransferValueOutput(address transferValueTo, uint256 amountValueTransfer, ${SUSHI_ROUTE}) payable returns (uint256 amountOut)`,
      'event Route(address indexed from, address to, address indexed tokenIn, address indexed tokenOut, uint256 amountIn, uint256 amountOutMin, uint256 amountOut)',
    ],
  },
  {
    contract: 'Blur Blend',
    address: '0x29469395eaf6f95920e59f858042f0e28d98a20b',
    declarations: [
      `function borrow(${BLEND_LOAN_OFFER} offer, bytes signature, uint256 loanAmount, uint256 collateralTokenId) returns (uint256 lienId)`,
      `function repay(${BLEND_LIEN} lien, uint256 lienId)`,
      `function startAuction(${BLEND_LIEN} lien, uint256 lienId)`,
      `function seize((${BLEND_LIEN} lien, uint256 lienId)[] lienPointers)`,
      `function refinance(${BLEND_LIEN} lien, uint256 lienId, ${BLEND_LOAN_OFFER} offer, bytes signature)`,
      `function refinanceAuction(${BLEND_LIEN} lien, uint256 lienId, uint256 rate)`,
      `function refinanceAuctionByOther(${BLEND_LIEN} lien, uint256 lienId, ${BLEND_LOAN_OFFER} offer, bytes signature)`,
      `function borrowerRefinance(${BLEND_LIEN} lien, uint256 lienId, uint256 loanAmount, ${BLEND_LOAN_OFFER} offer, bytes signature)`,
      `function buyLocked(${BLEND_LIEN} lien, ${BLEND_SELL_OFFER} offer, bytes signature)`,
      `function buyLockedETH(${BLEND_LIEN} lien, ${BLEND_SELL_OFFER} offer, bytes signature) payable`,
      'function cancelOffer(uint256 salt)',
      'function cancelOffers(uint256[] salts)',
      'event LoanOfferTaken(bytes32 offerHash, uint256 lienId, address collection, address lender, address borrower, uint256 loanAmount, uint256 rate, uint256 tokenId, uint256 auctionDuration)',
      'event Repay(uint256 lienId, address collection)',
      'event StartAuction(uint256 lienId, address collection)',
      'event Refinance(uint256 lienId, address collection, address newLender, uint256 newAmount, uint256 newRate, uint256 newAuctionDuration)',
      'event Seize(uint256 lienId, address collection)',
      'event BuyLocked(uint256 lienId, address collection, address buyer, address seller, uint256 tokenId)',
      'event OfferCancelled(address indexed user, uint256 salt)',
    ],
  },
  {
    contract: 'LooksRare exchange v2',
    address: '0x0000000000e655fae4d56241588680f86e3b2377',
    declarations: [
      `function executeTakerBid((address recipient, bytes additionalParameters) takerBid, ${LOOKSRARE_MAKER} makerAsk, bytes makerSignature, ${LOOKSRARE_MERKLE_TREE} merkleTree, address affiliate) payable`,
      `function executeTakerAsk((address recipient, bytes additionalParameters) takerAsk, ${LOOKSRARE_MAKER} makerBid, bytes makerSignature, ${LOOKSRARE_MERKLE_TREE} merkleTree, address affiliate)`,
      `function executeMultipleTakerBids((address recipient, bytes additionalParameters)[] takerBids, ${LOOKSRARE_MAKER}[] makerAsks, bytes[] makerSignatures, ${LOOKSRARE_MERKLE_TREE}[] merkleTrees, address affiliate, bool isAtomic) payable`,
      'function cancelOrderNonces(uint256[] orderNonces)',
      'function cancelSubsetNonces(uint256[] subsetNonces)',
      'function incrementBidAskNonces(bool bid, bool ask)',
      `event TakerBid((bytes32 orderHash, uint256 orderNonce, bool isNonceInvalidated) nonceInvalidationParameters, address bidUser, address bidRecipient, ${LOOKSRARE_FILL})`,
      `event TakerAsk((bytes32 orderHash, uint256 orderNonce, bool isNonceInvalidated) nonceInvalidationParameters, address askUser, address bidUser, ${LOOKSRARE_FILL})`,
      'event OrderNoncesCancelled(address user, uint256[] orderNonces)',
      'event NewBidAskNonces(address user, uint256 bidNonce, uint256 askNonce)',
    ],
  },
  {
    contract: 'Reservoir router v6',
    address: '0xc2c862322e9c97d6244a3506655da95f05246fd8',
    declarations: [
      'function execute((address module, bytes data, uint256 value)[] executionInfos) payable',
      'function executeWithAmountCheck((address module, bytes data, uint256 value)[] executionInfos, (address target, bytes data, uint256 threshold) amountCheckInfo) payable',
    ],
  },
  {
    contract: 'X2Y2 exchange',
    address: '0x74312363e45dcaba76c59ec49a7aa8a65a67eed3',
    declarations: [
      `function run((${X2Y2_ORDER}[] orders, ${X2Y2_DETAIL}[] details, ${X2Y2_SHARED} shared, bytes32 r, bytes32 s, uint8 v) input) payable`,
      'function cancel(bytes32[] itemHashes, uint256 deadline, uint8 v, bytes32 r, bytes32 s)',
      `event EvInventory(bytes32 indexed itemHash, address maker, address taker, uint256 orderSalt, uint256 settleSalt, uint256 intent, uint256 delegateType, uint256 deadline, address currency, bytes dataMask, (uint256 price, bytes data) item, ${X2Y2_DETAIL} detail)`,
      'event EvProfit(bytes32 itemHash, address currency, address to, uint256 amount)',
      'event EvCancel(bytes32 indexed itemHash)',
    ],
  },
  {
    contract: 'Chainlink CCIP Router',
    address: '0x80226fc0ee2b096224eeac085bb9a8cba1146f7d',
    declarations: [
      `function ccipSend(uint64 destinationChainSelector, ${CCIP_MESSAGE} message) payable returns (bytes32)`,
      'event MessageExecuted(bytes32 messageId, uint64 sourceChainSelector, address offRamp, bytes32 calldataHash)',
    ],
  },
  // LayerZero v2's endpoint and executor, as @layerzerolabs/lz-evm-protocol-v2's and -messagelib-v2's artifacts declare them.
  {
    contract: 'LayerZero EndpointV2',
    address: '0x1a44076050125825900e736c501f859c50fe728c',
    declarations: [
      'event ComposeDelivered(address from, address to, bytes32 guid, uint16 index)',
      'event ComposeSent(address from, address to, bytes32 guid, uint16 index, bytes message)',
      'event LzReceiveAlert(address indexed receiver, address indexed executor, (uint32 srcEid, bytes32 sender, uint64 nonce) origin, bytes32 guid, uint256 gas, uint256 value, bytes message, bytes extraData, bytes reason)',
      'event PacketDelivered((uint32 srcEid, bytes32 sender, uint64 nonce) origin, address receiver)',
      'event PacketSent(bytes encodedPayload, bytes options, address sendLibrary)',
      'event PacketVerified((uint32 srcEid, bytes32 sender, uint64 nonce) origin, address receiver, bytes32 payloadHash)',
      'function lzCompose(address _from, address _to, bytes32 _guid, uint16 _index, bytes _message, bytes _extraData) payable',
      'function lzReceive((uint32 srcEid, bytes32 sender, uint64 nonce) _origin, address _receiver, bytes32 _guid, bytes _message, bytes _extraData) payable',
    ],
  },
  {
    contract: 'LayerZero Executor (v2)',
    address: '0x173272739bd7aa6e4e214714048a9fe699453059',
    declarations: [
      'event NativeDropApplied((uint32 srcEid, bytes32 sender, uint64 nonce) origin, uint32 dstEid, address oapp, (address receiver, uint256 amount)[] params, bool[] success)',
      'function compose302(address _from, address _to, bytes32 _guid, uint16 _index, bytes _message, bytes _extraData, uint256 _gasLimit) payable',
      'function execute302((address receiver, (uint32 srcEid, bytes32 sender, uint64 nonce) origin, bytes32 guid, bytes message, bytes extraData, uint256 gasLimit) _executionParams) payable',
      'function nativeDrop((uint32 srcEid, bytes32 sender, uint64 nonce) _origin, uint32 _dstEid, address _oapp, (address receiver, uint256 amount)[] _nativeDropParams, uint256 _nativeDropGasLimit) payable',
      'function nativeDropAndExecute302((address receiver, uint256 amount)[] _nativeDropParams, uint256 _nativeDropGasLimit, (address receiver, (uint32 srcEid, bytes32 sender, uint64 nonce) origin, bytes32 guid, bytes message, bytes extraData, uint256 gasLimit) _executionParams) payable',
    ],
  },
  // Routers, markets, vaults and claim contracts whose calls real traffic left unnamed, each from its published source.
  {
    contract: '1inch OneInchExchange (2019)',
    address: '0x11111254369792b2ca5d084ab5eea397ca8fa48b',
    declarations: [
      'function swap(address fromToken, address toToken, uint256 fromTokenAmount, uint256 minReturnAmount, uint256 guaranteedAmount, address referrer, address[] callAddresses, bytes callDataConcat, uint256[] starts, uint256[] gasLimitsAndValues) payable returns (uint256 returnAmount)',
      'event History(address indexed sender, address fromToken, address toToken, uint256 fromAmount, uint256 toAmount)',
      'event Swapped(address indexed fromToken, address indexed toToken, address indexed referrer, uint256 fromAmount, uint256 toAmount, uint256 referrerFee, uint256 fee)',
    ],
  },
  {
    contract: 'Kyber KyberNetworkProxy',
    address: '0x9aab3f75489902f3a48495025729a0af77d4b11e',
    declarations: [
      'function tradeWithHintAndFee(address src, uint256 srcAmount, address dest, address destAddress, uint256 maxDestAmount, uint256 minConversionRate, address platformWallet, uint256 platformFeeBps, bytes hint) payable returns (uint256 destAmount)',
      'event ExecuteTrade(address indexed trader, address src, address dest, address destAddress, uint256 actualSrcAmount, uint256 actualDestAmount, address platformWallet, uint256 platformFeeBps)',
    ],
  },
  {
    contract: 'Rainbow router',
    address: '0x00000000009726632680fb29d3f7a9734e3010e2',
    declarations: ['function fillQuoteEthToToken(address buyTokenAddress, address target, bytes swapCallData, uint256 feeAmount) payable'],
  },
  {
    contract: 'Rarible ExchangeV2',
    address: '0x9757f2d2b135150bbeb65308d4a91804107cd8d6',
    declarations: [
      'function matchOrders((address maker, ((bytes4 assetClass, bytes data) assetType, uint256 value) makeAsset, address taker, ((bytes4 assetClass, bytes data) assetType, uint256 value) takeAsset, uint256 salt, uint256 start, uint256 end, bytes4 dataType, bytes data) orderLeft, bytes signatureLeft, (address maker, ((bytes4 assetClass, bytes data) assetType, uint256 value) makeAsset, address taker, ((bytes4 assetClass, bytes data) assetType, uint256 value) takeAsset, uint256 salt, uint256 start, uint256 end, bytes4 dataType, bytes data) orderRight, bytes signatureRight) payable',
      'event Match(bytes32 leftHash, bytes32 rightHash, uint256 newLeftFill, uint256 newRightFill)',
      'event Match(bytes32 leftHash, bytes32 rightHash, address leftMaker, address rightMaker, uint256 newLeftFill, uint256 newRightFill, (bytes4 assetClass, bytes data) leftAsset, (bytes4 assetClass, bytes data) rightAsset)',
      'event Cancel(bytes32 hash)',
    ],
  },
  {
    contract: 'LooksRare exchange v1',
    address: '0x59728544b08ab483533076417fbbb2fd0b17ce3a',
    declarations: [
      'function matchBidWithTakerAsk((bool isOrderAsk, address taker, uint256 price, uint256 tokenId, uint256 minPercentageToAsk, bytes params) takerAsk, (bool isOrderAsk, address signer, address collection, uint256 price, uint256 tokenId, uint256 amount, address strategy, address currency, uint256 nonce, uint256 startTime, uint256 endTime, uint256 minPercentageToAsk, bytes params, uint8 v, bytes32 r, bytes32 s) makerBid)',
      'event TakerAsk(bytes32 orderHash, uint256 orderNonce, address indexed taker, address indexed maker, address indexed strategy, address currency, address collection, uint256 tokenId, uint256 amount, uint256 price)',
      'event RoyaltyPayment(address indexed collection, uint256 indexed tokenId, address indexed royaltyRecipient, address currency, uint256 amount)',
    ],
  },
  {
    contract: 'Hop L2 ETH AMM wrapper',
    address: '0x33ceb27b39d2bb7d2e61f7564d3df29344020417',
    explorer: 'https://arbiscan.io',
    declarations: [
      'function swapAndSend(uint256 chainId, address recipient, uint256 amount, uint256 bonderFee, uint256 amountOutMin, uint256 deadline, uint256 destinationAmountOutMin, uint256 destinationDeadline) payable',
      'event TokenSwap(address indexed buyer, uint256 tokensSold, uint256 tokensBought, uint128 soldId, uint128 boughtId)',
    ],
  },
  {
    contract: 'LI.FI Permit2Proxy',
    address: '0x89c6340b1a1f4b25d36cd8b063d49045caf3f818',
    explorer: 'https://arbiscan.io',
    declarations: [
      'function callDiamondWithPermit2(bytes _diamondCalldata, ((address token, uint256 amount) permitted, uint256 nonce, uint256 deadline) _permit, bytes _signature) payable',
    ],
  },
  {
    contract: 'Spark Savings sUSDC',
    address: '0xbc65ad17c5c0a2a4d159fa5a503f4992c7b545fe',
    declarations: [
      'function redeem(uint256 shares, address receiver, address owner, uint256 minAssets) returns (uint256 assets)',
      'event Referral(uint16 indexed referral, address indexed owner, uint256 assets, uint256 shares)',
      'event Exit(address indexed sender, address indexed receiver, address indexed owner, uint256 shares)',
    ],
  },
  {
    contract: 'Morpho Bundler3',
    address: '0x2d9c3a9e67c966c711208cc78b34fb9e9f8db589',
    explorer: 'https://polygonscan.com',
    declarations: ['function multicall((address to, bytes data, uint256 value, bool skipRevert, bytes32 callbackHash)[] bundle) payable'],
  },
  {
    contract: 'Beefy vault (BeefyVaultV7)',
    address: '0xd81eaae8e6195e67695be9ac447c9d6214cb717a',
    declarations: ['function depositAll()'],
  },
  {
    contract: 'Superfluid ETHx',
    address: '0xc22bea0be9872d8b7b3933cec70ece4d53a900da',
    declarations: [
      'function upgradeByETH() payable',
      'event TokenUpgraded(address indexed account, uint256 amount)',
      'event TokenDowngraded(address indexed account, uint256 amount)',
    ],
  },
  {
    contract: 'Gitcoin MultiRoundCheckout',
    address: '0x8e1bd5da87c14dd8e08f7ecc2abf9d1d558ea174',
    explorer: 'https://arbiscan.io',
    declarations: [
      'function allocateERC20Permit(bytes[] _data, uint256[] _poolIds, uint256[] _amounts, uint256 totalAmount, address token, uint256 deadline, uint8 v, bytes32 r, bytes32 s)',
    ],
  },
  {
    contract: 'Giveth DonationHandler',
    address: '0x97b2cb568e0880b99cd16efc6edff5272aa02676',
    declarations: [
      'function donateManyETH(uint256 totalAmount, address[] recipientAddresses, uint256[] amounts, bytes[] data) payable',
      'event DonationMade(address indexed recipientAddress, uint256 amount, address indexed tokenAddress, bytes data)',
    ],
  },
  {
    contract: 'EFP ListRecords',
    address: '0x5289fe5dabc021d02fddf23d4a4df96f4e0f17ef',
    declarations: [
      'function applyListOps(uint256 slot, bytes[] ops)',
      'event ListOp(uint256 indexed slot, bytes op)',
      'event UpdateListMetadata(uint256 indexed slot, string key, bytes value)',
    ],
  },
  {
    contract: 'Element Finance PrivateAirdrop',
    address: '0x5ae69b714859a3c15281e0a227d9b8c82f03b966',
    declarations: [
      'function claimAirdropAndDelegate(bytes proof, bytes32 nullifierHash, address delegate)',
      'event VoteChange(address indexed from, address indexed to, int256 amount)',
    ],
  },
  {
    contract: 'Zora ERC721Drop',
    address: '0x7dd4e31f1530ac682c8ea4d8016e95773e08d8b0',
    declarations: [
      'function purchaseWithComment(uint256 quantity, string comment) payable returns (uint256)',
      'event MintComment(address indexed sender, address indexed tokenContract, uint256 indexed tokenId, uint256 quantity, string comment)',
    ],
  },
  {
    contract: 'Lido stETH',
    address: '0xae7ab96520de3a18e5e111b5eaab095312d7fe84',
    declarations: [
      'function submit(address _referral)',
      'event Submitted(address indexed sender, uint256 amount, address referral)',
      'event TransferShares(address indexed from, address indexed to, uint256 sharesValue)',
    ],
  },
  {
    contract: 'Lido WithdrawalQueueERC721',
    address: '0x889edc2edab5f40e902b864ad4d7ade8e412f9b1',
    declarations: [
      'function requestWithdrawals(uint256[] _amounts, address _owner) returns (uint256[] requestIds)',
      'function requestWithdrawalsWstETH(uint256[] _amounts, address _owner) returns (uint256[] requestIds)',
      'function claimWithdrawal(uint256 _requestId)',
      'function claimWithdrawals(uint256[] _requestIds, uint256[] _hints)',
      'function claimWithdrawalsTo(uint256[] _requestIds, uint256[] _hints, address _recipient)',
      'event WithdrawalRequested(uint256 indexed requestId, address indexed requestor, address indexed owner, uint256 amountOfStETH, uint256 amountOfShares)',
      'event WithdrawalClaimed(uint256 indexed requestId, address indexed owner, address indexed receiver, uint256 amountOfETH)',
    ],
  },
  {
    contract: 'Polymarket CTF Exchange',
    address: '0x4bfb41d5b3570defd03c39a9a4d8de6bd8b8982e',
    explorer: 'https://polygonscan.com',
    declarations: [
      'event OrderFilled(bytes32 indexed orderHash, address indexed maker, address indexed taker, uint256 makerAssetId, uint256 takerAssetId, uint256 makerAmountFilled, uint256 takerAmountFilled, uint256 fee)',
      'event OrdersMatched(bytes32 indexed takerOrderHash, address indexed takerOrderMaker, uint256 makerAssetId, uint256 takerAssetId, uint256 makerAmountFilled, uint256 takerAmountFilled)',
    ],
  },
  {
    contract: 'Compound v2 cETH',
    address: '0x4ddc2d193948926d02f9b1fe9e1daa0718270ed5',
    declarations: [
      'function mint()',
      'function redeem(uint256 redeemTokens)',
      'function redeemUnderlying(uint256 redeemAmount)',
      'function borrow(uint256 borrowAmount)',
      'function repayBorrow()',
      'event Mint(address minter, uint256 mintAmount, uint256 mintTokens)',
      'event Redeem(address redeemer, uint256 redeemAmount, uint256 redeemTokens)',
      'event Borrow(address borrower, uint256 borrowAmount, uint256 accountBorrows, uint256 totalBorrows)',
      'event RepayBorrow(address payer, address borrower, uint256 repayAmount, uint256 accountBorrows, uint256 totalBorrows)',
      'event AccrueInterest(uint256 interestAccumulated, uint256 borrowIndex, uint256 totalBorrows)',
    ],
  },
  {
    contract: 'Compound v2 cDAI',
    address: '0x5d3a536e4d6dbd6114cc1ead35777bab948e3643',
    declarations: [
      'function mint(uint256 mintAmount)',
      'function borrow(uint256 borrowAmount)',
      'function repayBorrow(uint256 repayAmount)',
      'function redeem(uint256 redeemTokens)',
      'function redeemUnderlying(uint256 redeemAmount)',
    ],
  },
  {
    contract: 'Compound v2 Comptroller',
    address: '0x3d9819210a31b4961b30ef54be2aed79b9c9cd3b',
    declarations: [
      'event DistributedSupplierComp(address indexed cToken, address indexed supplier, uint256 compDelta, uint256 compSupplyIndex)',
      'function enterMarkets(address[] cTokens) returns (uint256[])',
      'function exitMarket(address cTokenAddress) returns (uint256)',
      'event MarketEntered(address cToken, address account)',
      'event MarketExited(address cToken, address account)',
      // compound-finance/compound-protocol (a3214f67), contracts/Comptroller.sol: a holder's COMP claimed.
      'function claimComp(address holder)',
      'function claimComp(address holder, address[] cTokens)',
      'function claimComp(address[] holders, address[] cTokens, bool borrowers, bool suppliers)',
      'event DistributedBorrowerComp(address indexed cToken, address indexed borrower, uint256 compDelta, uint256 compBorrowIndex)',
    ],
  },
  {
    contract: 'Compound III cUSDCv3',
    address: '0xc3d688b66703497daa19211eedff47f25384cdc3',
    declarations: [
      'function supply(address asset, uint256 amount)',
      'function withdraw(address asset, uint256 amount)',
      'event Supply(address indexed from, address indexed dst, uint256 amount)',
      'event Withdraw(address indexed src, address indexed to, uint256 amount)',
      'event SupplyCollateral(address indexed from, address indexed dst, address indexed asset, uint256 amount)',
      'event WithdrawCollateral(address indexed src, address indexed to, address indexed asset, uint256 amount)',
    ],
  },
  {
    contract: 'Curve 3pool',
    address: '0xbebc44782c7db0a1a60cb6fe97d0b483032ff1c7',
    declarations: [
      'function exchange(int128 i, int128 j, uint256 dx, uint256 min_dy)',
      'event TokenExchange(address indexed buyer, int128 sold_id, uint256 tokens_sold, int128 bought_id, uint256 tokens_bought)',
    ],
  },
  {
    // curvefi/curve-dao-contracts (519f1579), contracts/FeeDistributor.vy: Vyper's default argument gives `claim()` beside
    // the `claim(address)` @curvefi/api declares.
    contract: 'Curve FeeDistributor (3CRV)',
    address: '0xa464e6dcda8ac41e03616f95f4bc98a13b8922dc',
    declarations: ['function claim() returns (uint256)'],
  },
  {
    contract: 'Curve Router',
    address: '0x99a58482bd75cbab83b27ec03ca68ff489b5788f',
    declarations: [
      'function exchange_multiple(address[9] _route, uint256[3][4] _swap_params, uint256 _amount, uint256 _expected)',
      'function exchange_multiple(address[9] _route, uint256[3][4] _swap_params, uint256 _amount, uint256 _expected, address[4] _pools)',
    ],
  },
  {
    contract: 'Circle CCTP TokenMessenger',
    address: '0xbd3fa81b58ba92a82136038b25adec7066af3155',
    declarations: [
      'function depositForBurn(uint256 amount, uint32 destinationDomain, bytes32 mintRecipient, address burnToken)',
      'event DepositForBurn(uint64 indexed nonce, address indexed burnToken, uint256 amount, address indexed depositor, bytes32 mintRecipient, uint32 destinationDomain, bytes32 destinationTokenMessenger, bytes32 destinationCaller)',
      'event MintAndWithdraw(address indexed mintRecipient, uint256 amount, address indexed mintToken)',
    ],
  },
  // Declared from Circle's published source (circlefin/evm-cctp-contracts, src/v2/TokenMessengerV2.sol), not yet from logs.
  {
    contract: 'Circle CCTP TokenMessengerV2',
    address: '0x28b5a0e9c621a5badaa536219b3a228c8168cf5d',
    declarations: [
      'function depositForBurn(uint256 amount, uint32 destinationDomain, bytes32 mintRecipient, address burnToken, bytes32 destinationCaller, uint256 maxFee, uint32 minFinalityThreshold)',
      'function depositForBurnWithHook(uint256 amount, uint32 destinationDomain, bytes32 mintRecipient, address burnToken, bytes32 destinationCaller, uint256 maxFee, uint32 minFinalityThreshold, bytes hookData)',
      'event DepositForBurn(address indexed burnToken, uint256 amount, address indexed depositor, bytes32 mintRecipient, uint32 destinationDomain, bytes32 destinationTokenMessenger, bytes32 destinationCaller, uint256 maxFee, uint32 indexed minFinalityThreshold, bytes hookData)',
      'event MintAndWithdraw(address indexed mintRecipient, uint256 amount, address indexed mintToken, uint256 feeCollected)',
    ],
  },
  // Declared from Circle's published source (circlefin/evm-cctp-contracts, src/v2/MessageTransmitterV2.sol), not yet from logs.
  {
    contract: 'Circle CCTP MessageTransmitterV2',
    address: '0x81d40f21f12a8f0e3252bccb954d722d4c464b64',
    declarations: [
      'function receiveMessage(bytes message, bytes attestation) returns (bool success)',
      'event MessageReceived(address indexed caller, uint32 sourceDomain, bytes32 indexed nonce, bytes32 sender, uint32 indexed finalityThresholdExecuted, bytes messageBody)',
    ],
  },
  {
    contract: 'Polygon PoS ERC20Predicate',
    address: '0x40ec5b33f54e0e8a33a975908c5ba1c14e5bbbdf',
    declarations: ['event ExitedERC20(address indexed exitor, address indexed rootToken, uint256 amount)'],
  },
  {
    contract: 'Polygon StateReceiver',
    address: '0x0000000000000000000000000000000000001001',
    declarations: [
      'function commitState(uint256 syncTime, bytes recordBytes) returns (bool success)',
      'event StateCommitted(uint256 indexed stateId, bool success)',
    ],
  },
  // Declared from Offchain Labs' published source (OffchainLabs/token-bridge-contracts, L1ArbitrumGateway.sol and
  // L2ArbitrumGateway.sol), not yet from logs.
  {
    contract: 'Arbitrum One L1 ERC20 gateway',
    address: '0xa3a7b6f88361f48403514059f1f16c8e78d60eec',
    declarations: [
      'event WithdrawalFinalized(address l1Token, address indexed _from, address indexed _to, uint256 indexed _exitNum, uint256 _amount)',
      'event DepositInitiated(address l1Token, address indexed _from, address indexed _to, uint256 indexed _sequenceNumber, uint256 _amount)',
    ],
  },
  {
    contract: 'Arbitrum One L2 ERC20 gateway',
    address: '0x09e9222e96e7b4ae2a407b98d48e330053351eee',
    declarations: [
      'event WithdrawalInitiated(address l1Token, address indexed _from, address indexed _to, uint256 indexed _l2ToL1Id, uint256 _exitNum, uint256 _amount)',
      'event DepositFinalized(address indexed l1Token, address indexed _from, address indexed _to, uint256 _amount)',
    ],
  },
  {
    contract: 'Circle CCTP MessageTransmitter',
    address: '0x0a992d191deec32afe36203ad87d7d289a738f81',
    declarations: [
      'function receiveMessage(bytes message, bytes attestation) returns (bool success)',
      'event MessageSent(bytes message)',
      'event MessageReceived(address indexed caller, uint32 sourceDomain, uint64 indexed nonce, bytes32 sender, bytes messageBody)',
    ],
  },
  {
    contract: 'Across SpokePool',
    address: '0x5c7bcd6e7de5423a257d81b442095a1a6ced35c5',
    declarations: [
      'function deposit(bytes32 depositor, bytes32 recipient, bytes32 inputToken, bytes32 outputToken, uint256 inputAmount, uint256 outputAmount, uint256 destinationChainId, bytes32 exclusiveRelayer, uint32 quoteTimestamp, uint32 fillDeadline, uint32 exclusivityParameter, bytes message)',
      'function fillRelay(address depositor, address recipient, address destinationToken, uint256 amount, uint256 maxTokensToSend, uint256 repaymentChainId, uint256 originChainId, int64 realizedLpFeePct, int64 relayerFeePct, uint32 depositId, bytes message, uint256 maxCount)',
      'function depositV3(address depositor, address recipient, address inputToken, address outputToken, uint256 inputAmount, uint256 outputAmount, uint256 destinationChainId, address exclusiveRelayer, uint32 quoteTimestamp, uint32 fillDeadline, uint32 exclusivityParameter, bytes message)',
      'event FundsDeposited(bytes32 inputToken, bytes32 outputToken, uint256 inputAmount, uint256 outputAmount, uint256 indexed destinationChainId, uint256 indexed depositId, uint32 quoteTimestamp, uint32 fillDeadline, uint32 exclusivityDeadline, bytes32 indexed depositor, bytes32 recipient, bytes32 exclusiveRelayer, bytes message)',
      // The deposit's event before addresses became bytes32 (V3SpokePoolInterface.sol, 2024).
      'event V3FundsDeposited(address inputToken, address outputToken, uint256 inputAmount, uint256 outputAmount, uint256 indexed destinationChainId, uint32 indexed depositId, uint32 quoteTimestamp, uint32 fillDeadline, uint32 exclusivityDeadline, address indexed depositor, address recipient, address exclusiveRelayer, bytes message)',
      `event FilledRelay(bytes32 inputToken, bytes32 outputToken, uint256 inputAmount, uint256 outputAmount, uint256 repaymentChainId, uint256 indexed originChainId, uint256 indexed depositId, uint32 fillDeadline, uint32 exclusivityDeadline, bytes32 exclusiveRelayer, bytes32 indexed relayer, bytes32 depositor, bytes32 recipient, bytes32 messageHash, ${ACROSS_FILL_INFO} relayExecutionInfo)`,
      `event FilledV3Relay(address inputToken, address outputToken, uint256 inputAmount, uint256 outputAmount, uint256 repaymentChainId, uint256 indexed originChainId, uint32 indexed depositId, uint32 fillDeadline, uint32 exclusivityDeadline, address exclusiveRelayer, address indexed relayer, address depositor, address recipient, bytes message, ${ACROSS_V3_FILL_INFO} relayExecutionInfo)`,
      `event FilledRelay(uint256 amount, uint256 totalFilledAmount, uint256 fillAmount, uint256 repaymentChainId, uint256 indexed originChainId, uint256 destinationChainId, int64 relayerFeePct, int64 realizedLpFeePct, uint32 indexed depositId, address destinationToken, address relayer, address indexed depositor, address recipient, bytes message, ${ACROSS_V2_FILL_INFO} updatableRelayData)`,
    ],
  },
  {
    contract: 'MetaMask Swaps router',
    address: '0x881d40237659c251811cec9c364ef91dc08d300c',
    declarations: [
      'function swap(string aggregatorId, address tokenFrom, uint256 amount, bytes data)',
      'event Swap(string indexed aggregatorId, address indexed sender)',
    ],
  },
  {
    contract: 'Odos Router V2',
    address: '0xcf5540fffcdc3d510b18bfca6d2b9987b0772559',
    declarations: [
      'function swapMultiCompact() payable returns (uint256[] amountsOut)',
      'event SwapMulti(address sender, uint256[] amountsIn, address[] tokensIn, uint256[] amountsOut, address[] tokensOut, uint32 referralCode)',
      'event Swap(address sender, uint256 inputAmount, address inputToken, uint256 amountOut, address outputToken, int256 slippage, uint32 referralCode)',
      'function swapCompact()',
    ],
  },
  {
    contract: 'Paraswap AugustusSwapper v5',
    address: '0xdef171fe48cf0115b1d80b88dc8eab59176fee57',
    declarations: [
      'function megaSwap((address fromToken, uint256 fromAmount, uint256 toAmount, uint256 expectedAmount, address beneficiary, (uint256 fromAmountPercent, (address to, uint256 totalNetworkFee, (address adapter, uint256 percent, uint256 networkFee, (uint256 index, address targetExchange, uint256 percent, bytes payload, uint256 networkFee)[] route)[] adapters)[] path)[] path, address partner, uint256 feePercent, bytes permit, uint256 deadline, bytes16 uuid) data) payable returns (uint256)',
      'event SwappedV3(bytes16 uuid, address partner, uint256 feePercent, address initiator, address indexed beneficiary, address indexed srcToken, address indexed destToken, uint256 srcAmount, uint256 receivedAmount, uint256 expectedAmount)',
      `function simpleSwap(${PARASWAP_SIMPLE_DATA} data)`,
      'function swapOnUniswapV2Fork(address tokenIn, uint256 amountIn, uint256 amountOutMin, address weth, uint256[] pools)',
      'function swapOnUniswapV2ForkWithPermit(address tokenIn, uint256 amountIn, uint256 amountOutMin, address weth, uint256[] pools, bytes permit)',
      'event SwappedV3(bytes16 uuid, address partner, uint256 feePercent, address initiator, address indexed beneficiary, address indexed srcToken, address indexed destToken, uint256 srcAmount, uint256 receivedAmount, uint256 expectedAmount)',
    ],
  },
  {
    contract: '0x Settler',
    address: '0x0d0e364aa7852291883c162b22d6d81f6355428f',
    declarations: ['function execute((address recipient, address buyToken, uint256 minAmountOut) slippage, bytes[] actions, bytes32)'],
  },
  {
    contract: 'Permit2',
    address: '0x000000000022d473030f116ddee9f6b43ac78ba3',
    declarations: ['event Permit(address indexed owner, address indexed token, address indexed spender, uint160 amount, uint48 expiration, uint48 nonce)'],
  },
  {
    contract: 'Balancer V1 BPool',
    address: '0x59a19d8c652fa0284f44113d0ff9aba70bd46fb4',
    declarations: [
      'event LOG_JOIN(address indexed caller, address indexed tokenIn, uint256 tokenAmountIn)',
      'event LOG_EXIT(address indexed caller, address indexed tokenOut, uint256 tokenAmountOut)',
    ],
  },
  {
    contract: 'Balancer V3 Vault',
    address: '0xba1333333333a1ba1108e8412f11850a5c319ba9',
    declarations: [
      'event Swap(address indexed pool, address indexed tokenIn, address indexed tokenOut, uint256 amountIn, uint256 amountOut, uint256 swapFeePercentage, uint256 swapFeeAmount)',
    ],
  },
  {
    contract: 'ENS registry',
    address: '0x00000000000c2e074ec69a0dfb2997ba6c7d2e1e',
    declarations: ['event NewOwner(bytes32 indexed node, bytes32 indexed label, address owner)', 'event NewResolver(bytes32 indexed node, address resolver)'],
  },
  {
    contract: 'ENS base registrar',
    address: '0x57f1887a8bf19b14fc0df6fd9b2acc9af147ea85',
    declarations: ['event NameRegistered(uint256 indexed id, address indexed owner, uint256 expires)'],
  },
  {
    contract: 'ENS ETHRegistrarController',
    address: '0x253553366da8546fc250f225fe3d25d0c782303b',
    declarations: [
      'function register(string name, address owner, uint256 duration, bytes32 secret, address resolver, bytes[] data, bool reverseRecord, uint16 ownerControlledFuses)',
      'event NameRegistered(string name, bytes32 indexed label, address indexed owner, uint256 baseCost, uint256 premium, uint256 expires)',
    ],
  },
  {
    contract: 'ENS ETHRegistrarController (with referrer)',
    address: '0x59e16fccd424cc24e280be16e11bcd56fb0ce547',
    declarations: ['event NameRenewed(string label, bytes32 indexed labelhash, uint256 cost, uint256 expires, bytes32 referrer)'],
  },
  {
    contract: 'ENS ETHRegistrarController (2019)',
    address: '0x283af0b28c62c092c9727f1ee09c02ca627eb7f5',
    declarations: [
      'function register(string name, address owner, uint256 duration, bytes32 secret)',
      'function registerWithConfig(string name, address owner, uint256 duration, bytes32 secret, address resolver, address addr)',
      'function renew(string name, uint256 duration)',
      'event NameRegistered(string name, bytes32 indexed label, address indexed owner, uint256 cost, uint256 expires)',
      'event NameRenewed(string name, bytes32 indexed label, uint256 cost, uint256 expires)',
    ],
  },
  {
    contract: 'ENS public resolver',
    address: '0x231b0ee14048e9dccd1d247744d114a4eb5e8e63',
    declarations: [
      'event AddrChanged(bytes32 indexed node, address a)',
      'event AddressChanged(bytes32 indexed node, uint256 coinType, bytes newAddress)',
      'event TextChanged(bytes32 indexed node, string indexed indexedKey, string key, string value)',
      'event NameChanged(bytes32 indexed node, string name)',
    ],
  },
  {
    contract: 'ENS reverse registrar',
    address: '0xa58e81fe9b61b5c3fe2afd33cf304c454abfc7cb',
    declarations: ['event ReverseClaimed(address indexed addr, bytes32 indexed node)'],
  },
  {
    contract: 'ENS token',
    address: '0xc18360217d8f7ab5e7c516566761ea12ce7f9d72',
    declarations: ['function claimTokens(uint256 amount, address delegate, bytes32[] merkleProof)', 'event Claim(address indexed claimant, uint256 amount)'],
  },
  {
    contract: 'Merkl Distributor',
    address: '0x3ef3d8ba38ebe18db133cec108f4d14ce00dd9ae',
    declarations: [
      'function claim(address[] users, address[] tokens, uint256[] amounts, bytes32[][] proofs)',
      'event Claimed(address indexed user, address indexed token, uint256 amount)',
    ],
  },
  {
    contract: 'Gitcoin MerklePayout',
    address: '0xc8aca0b50f3ca9a0cbe413d8a110a7aab7d4c1ae',
    declarations: [
      'function claim((uint256 index, address claimee, uint256 amount, bytes32[] merkleProof) _claim)',
      'event FundsClaimed(uint256 index, address indexed claimee, uint256 indexed amount)',
    ],
  },
  {
    // Scroll's airdrop; Blur's airdrop distributor (0xb38283cb75faabb384c22f97c633606265ddf093) emits the same `Claimed`.
    contract: 'Scroll airdrop distributor',
    address: '0xe8be8eb940c0ca3bd19d911cd3bebc97bea0ed62',
    declarations: ['function claim(address account, uint256 amount, bytes32[] merkleProof)', 'event Claimed(address indexed account, uint256 amount)'],
  },
  {
    contract: 'Polygon MATIC to POL migration',
    address: '0x29e7df7b6a1b2b07b731457f499e1696c60e2c4e',
    declarations: [
      'function migrate(uint256 amount)',
      'function unmigrate(uint256 amount)',
      'event Migrated(address indexed account, uint256 amount)',
      'event Unmigrated(address indexed account, address indexed recipient, uint256 amount)',
    ],
  },
  {
    contract: 'Sky MKR to SKY converter',
    address: '0xbdcfca946b6cdd965f99a839e4435bcdc1bc470b',
    declarations: [
      'function mkrToSky(address usr, uint256 mkrAmt)',
      'event MkrToSky(address indexed caller, address indexed usr, uint256 mkrAmt, uint256 skyAmt)',
    ],
  },
  {
    contract: 'Sky DAI to USDS converter',
    address: '0x3225737a9bbb6473cb4a45b7244aca2befdb276a',
    declarations: [
      'function daiToUsds(address usr, uint256 wad)',
      'function usdsToDai(address usr, uint256 wad)',
      'event DaiToUsds(address indexed caller, address indexed usr, uint256 wad)',
      'event UsdsToDai(address indexed caller, address indexed usr, uint256 wad)',
    ],
  },
  {
    contract: 'Ethena sUSDe (StakedUSDeV2)',
    address: '0x9d39a5de30e57443bff2a8307a4256c8797a3497',
    declarations: [
      'function cooldownShares(uint256 shares) returns (uint256 assets)',
      'function cooldownAssets(uint256 assets) returns (uint256 shares)',
      'function unstake(address receiver)',
    ],
  },
  {
    contract: 'Octant GLM deposits',
    address: '0x879133fd79b7f48ce1c368b0fca9ea168eaf117c',
    declarations: ['function lock(uint256 amount)', 'event Locked(uint256 depositBefore, uint256 amount, uint256 when, address depositor)'],
  },
  {
    contract: 'Aura locker (vlAURA)',
    address: '0x3fa73f1e5d8a792c80f426fc8f84fbf7ce9bbcac',
    declarations: ['function lock(address _account, uint256 _amount)', 'event Staked(address indexed _user, uint256 _paidAmount, uint256 _lockedAmount)'],
  },
  {
    // Liquity's BorrowerOperations; its forks keep these event shapes.
    contract: 'Liquity BorrowerOperations',
    address: '0x24179cd81c9e782a4096035f7ec97fb8b783e007',
    declarations: [
      'function openTrove(uint256 _maxFeePercentage, uint256 _LUSDAmount, address _upperHint, address _lowerHint) payable',
      'function adjustTrove(uint256 _maxFeePercentage, uint256 _collWithdrawal, uint256 _LUSDChange, bool _isDebtIncrease, address _upperHint, address _lowerHint) payable',
      'event TroveCreated(address indexed _borrower, uint256 arrayIndex)',
      'event TroveUpdated(address indexed _borrower, uint256 _debt, uint256 _coll, uint256 stake, uint8 operation)',
      'event LUSDBorrowingFeePaid(address indexed _borrower, uint256 _LUSDFee)',
    ],
  },
  {
    // Liquity's StabilityPool; its forks keep these event shapes.
    contract: 'Liquity StabilityPool',
    address: '0x66017d22b0f8556afdd19fc67041899eb65a21bb',
    declarations: [
      'function provideToSP(uint256 _amount, address _frontEndTag)',
      'function withdrawFromSP(uint256 _amount)',
      'event UserDepositChanged(address indexed _depositor, uint256 _newDeposit)',
      'event FrontEndTagSet(address indexed _depositor, address indexed _frontEnd)',
      'event StabilityPoolLUSDBalanceUpdated(uint256 _newBalance)',
      'event DepositSnapshotUpdated(address indexed _depositor, uint256 _P, uint256 _S, uint256 _G)',
      'event ETHGainWithdrawn(address indexed _depositor, uint256 _ETH, uint256 _LUSDLoss)',
      'event LQTYPaidToDepositor(address indexed _depositor, uint256 _LQTY)',
      'event LQTYPaidToFrontEnd(address indexed _frontEnd, uint256 _LQTY)',
    ],
  },
  {
    // Digix's DGD refund contract (Acid): burns the caller's DGD and pays back ETH.
    contract: 'DigixDAO Acid',
    address: '0x23ea10cc1e6ebdb499d24e45369a35f43627062f',
    declarations: ['function burn() returns (bool success)', 'event Refund(address indexed user, uint256 indexed dgds, uint256 refundAmount)'],
  },
  {
    contract: 'CryptoPunks',
    address: '0xb47e3cd837ddf8e4c57f05d70ab865de6e193bbb',
    declarations: [
      'function buyPunk(uint256 punkIndex)',
      'function offerPunkForSale(uint256 punkIndex, uint256 minSalePriceInWei)',
      'function offerPunkForSaleToAddress(uint256 punkIndex, uint256 minSalePriceInWei, address toAddress)',
      'event PunkBought(uint256 indexed punkIndex, uint256 value, address indexed fromAddress, address indexed toAddress)',
      'event PunkOffered(uint256 indexed punkIndex, uint256 minValue, address indexed toAddress)',
      'event PunkNoLongerForSale(uint256 indexed punkIndex)',
    ],
  },
  {
    contract: 'Foundation NFTMarket',
    address: '0xcda72070e455bb31c7690a170224ce43623d0b6f',
    declarations: [
      'function placeBid(uint256 auctionId)',
      'event ReserveAuctionBidPlaced(uint256 indexed auctionId, address indexed bidder, uint256 amount, uint256 endTime)',
    ],
  },
  {
    contract: 'sudoswap LSSVMRouter',
    address: '0x2b2e8cda09bba9660dca5cb6233787738ad68329',
    declarations: [
      'function swapETHForSpecificNFTs((address pair, uint256[] nftIds)[] swapList, address ethRecipient, address nftRecipient, uint256 deadline)',
    ],
  },
  {
    // Each pair is a clone of one template; the pair in the address column is one the router above traded with.
    contract: 'sudoswap LSSVMPair',
    address: '0xf52d344fe1f166fa78b826dc82bcd4bcb7981bdf',
    declarations: ['event SwapNFTInPair()', 'event SwapNFTOutPair()', 'event SpotPriceUpdate(uint128 newSpotPrice)'],
  },
  {
    contract: 'Clipper packed exchange',
    address: '0x655edce464cc797526600a462a8154650eee4b77',
    declarations: [
      'event Swapped(address indexed inAsset, address indexed outAsset, address indexed recipient, uint256 inAmount, uint256 outAmount, bytes auxiliaryData)',
    ],
  },
  {
    contract: 'Magpie router v3',
    address: '0xa6e941eab67569ca4522f70d343714ff51d571c4',
    declarations: [
      'event Swap(address indexed fromAddress, address indexed toAddress, address fromAssetAddress, address toAssetAddress, uint256 amountIn, uint256 amountOut)',
    ],
  },
  {
    contract: 'GMX v1 Router',
    address: '0xabbc5f99639c9b6bcb58544ddf04efa6802f4064',
    explorer: 'https://arbiscan.io',
    declarations: [
      'function swap(address[] _path, uint256 _amountIn, uint256 _minOut, address _receiver)',
      'event Swap(address account, address tokenIn, address tokenOut, uint256 amountIn, uint256 amountOut)',
    ],
  },
  {
    contract: 'GMX v1 Vault',
    address: '0x489ee077994b6658eafa855c308275ead8097c4a',
    explorer: 'https://arbiscan.io',
    declarations: [
      'event Swap(address account, address tokenIn, address tokenOut, uint256 amountIn, uint256 amountOut, uint256 amountOutAfterFees, uint256 feeBasisPoints)',
    ],
  },
  {
    contract: 'Pendle RouterV4',
    address: '0x888888888889758f76e7103c6cbf23abbf58f946',
    declarations: [
      'function mintPyFromToken(address receiver, address YT, uint256 minPyOut, (address tokenIn, uint256 netTokenIn, address tokenMintSy, address pendleSwap, (uint8 swapType, address extRouter, bytes extCalldata, bool needScale) swapData) input) payable returns (uint256 netPyOut, uint256 netSyInterm)',
      'function swapExactYtForToken(address receiver, address market, uint256 exactYtIn, (address tokenOut, uint256 minTokenOut, address tokenRedeemSy, address pendleSwap, (uint8 swapType, address extRouter, bytes extCalldata, bool needScale) swapData) output, (address limitRouter, uint256 epsSkipMarket, ((uint256 salt, uint256 expiry, uint256 nonce, uint8 orderType, address token, address YT, address maker, address receiver, uint256 makingAmount, uint256 lnImpliedRate, uint256 failSafeRate, bytes permit) order, bytes signature, uint256 makingAmount)[] normalFills, ((uint256 salt, uint256 expiry, uint256 nonce, uint8 orderType, address token, address YT, address maker, address receiver, uint256 makingAmount, uint256 lnImpliedRate, uint256 failSafeRate, bytes permit) order, bytes signature, uint256 makingAmount)[] flashFills, bytes optData) limit) returns (uint256 netTokenOut, uint256 netSyFee, uint256 netSyInterm)',
      'event MintPyFromToken(address indexed caller, address indexed tokenIn, address indexed YT, address receiver, uint256 netTokenIn, uint256 netPyOut, uint256 netSyInterm)',
      'event SwapYtAndToken(address indexed caller, address indexed market, address indexed token, address receiver, int256 netYtToAccount, int256 netTokenToAccount, uint256 netSyInterm)',
    ],
  },
  {
    // Each market is deployed by Pendle's market factory from one template; this one is the LBTC market of March 2025.
    contract: 'Pendle market',
    address: '0x70b70ac0445c3ef04e314dfda6caafd825428221',
    declarations: ['event Swap(address indexed caller, address indexed receiver, int256 netPtOut, int256 netSyOut, uint256 netSyFee, uint256 netSyToReserve)'],
  },
  {
    contract: 'Stargate RouterETH',
    address: '0x150f94b44927f078737562f0fcf3c95c01cc2376',
    declarations: ['function swapETH(uint16 _dstChainId, address _refundAddress, bytes _toAddress, uint256 _amountLD, uint256 _minAmountLD)'],
  },
  {
    contract: 'Stargate ETH pool',
    address: '0x101816545f6bd2b1076434b54383a1e633390a2e',
    declarations: [
      'event Swap(uint16 chainId, uint256 dstPoolId, address from, uint256 amountSD, uint256 eqReward, uint256 eqFee, uint256 protocolFee, uint256 lpFee)',
    ],
  },
  { contract: 'LayerZero UltraLightNodeV2', address: '0x4d73adb72bc3dd368966edd0f0b2148401a178e2', declarations: ['event Packet(bytes payload)'] },
  {
    // LayerZero v2's OFT standard (IOFT.sol), which every OFT, OFT adapter and Stargate v2 pool implements.
    contract: 'Stargate v2 USDC pool',
    address: '0xc026395860db2d07ee33e05fe50ed7bd583189c7',
    declarations: [
      'function send((uint32 dstEid, bytes32 to, uint256 amountLD, uint256 minAmountLD, bytes extraOptions, bytes composeMsg, bytes oftCmd) _sendParam, (uint256 nativeFee, uint256 lzTokenFee) _fee, address _refundAddress)',
      'event OFTSent(bytes32 indexed guid, uint32 dstEid, address indexed fromAddress, uint256 amountSentLD, uint256 amountReceivedLD)',
      'event OFTReceived(bytes32 indexed guid, uint32 srcEid, address indexed toAddress, uint256 amountReceivedLD)',
    ],
  },
  {
    contract: 'Hop L1 ETH bridge',
    address: '0xb8901acb165ed027e32754e0ffe830802919727f',
    declarations: [
      'function sendToL2(uint256 chainId, address recipient, uint256 amount, uint256 amountOutMin, uint256 deadline, address relayer, uint256 relayerFee)',
      'event TransferSentToL2(uint256 indexed chainId, address indexed recipient, uint256 amount, uint256 amountOutMin, uint256 deadline, address indexed relayer, uint256 relayerFee)',
    ],
  },
  {
    contract: 'Hop L2 ETH bridge',
    address: '0x3749c4f034022c39ecaffaba182555d4508caccc',
    explorer: 'https://arbiscan.io',
    declarations: [
      'event TransferSent(bytes32 indexed transferId, uint256 indexed chainId, address indexed recipient, uint256 amount, bytes32 transferNonce, uint256 bonderFee, uint256 index, uint256 amountOutMin, uint256 deadline)',
    ],
  },
  {
    contract: 'LI.FI Diamond',
    address: '0x1231deb6f5749ef6ce6943a275a1d3e7486f4eae',
    declarations: [
      `event LiFiTransferStarted(${LIFI_BRIDGE_DATA} bridgeData)`,
      'event LiFiTransferCompleted(bytes32 indexed transactionId, address receivingAssetId, address receiver, uint256 amount, uint256 timestamp)',
      'event AssetSwapped(bytes32 transactionId, address dex, address fromAssetId, address toAssetId, uint256 fromAmount, uint256 toAmount, uint256 timestamp)',
    ],
  },
  {
    contract: 'EigenLayer DelegationManager',
    address: '0x39053d51b77dc0d36036fc1fcc8cb819df8ef37a',
    declarations: [
      'function delegateTo(address operator, (bytes signature, uint256 expiry) approverSignatureAndExpiry, bytes32 approverSalt)',
      'function undelegate(address staker)',
      'function redelegate(address newOperator, (bytes signature, uint256 expiry) newOperatorApproverSig, bytes32 approverSalt)',
      'function queueWithdrawals((address[] strategies, uint256[] shares, address withdrawer)[] queuedWithdrawalParams)',
      `function completeQueuedWithdrawal(${EIGENLAYER_WITHDRAWAL} withdrawal, address[] tokens, uint256 middlewareTimesIndex, bool receiveAsTokens)`,
      `function completeQueuedWithdrawals(${EIGENLAYER_WITHDRAWAL}[] withdrawals, address[][] tokens, uint256[] middlewareTimesIndexes, bool[] receiveAsTokens)`,
      `function completeQueuedWithdrawal(${EIGENLAYER_SLASHING_WITHDRAWAL} withdrawal, address[] tokens, bool receiveAsTokens)`,
      `function completeQueuedWithdrawals(${EIGENLAYER_SLASHING_WITHDRAWAL}[] withdrawals, address[][] tokens, bool[] receiveAsTokens)`,
      'event StakerDelegated(address indexed staker, address indexed operator)',
      'event StakerUndelegated(address indexed staker, address indexed operator)',
      'event StakerForceUndelegated(address indexed staker, address indexed operator)',
      'event OperatorSharesIncreased(address indexed operator, address staker, address strategy, uint256 shares)',
      'event OperatorSharesDecreased(address indexed operator, address staker, address strategy, uint256 shares)',
      `event WithdrawalQueued(bytes32 withdrawalRoot, ${EIGENLAYER_WITHDRAWAL} withdrawal)`,
      'event WithdrawalCompleted(bytes32 withdrawalRoot)',
      `event SlashingWithdrawalQueued(bytes32 withdrawalRoot, ${EIGENLAYER_SLASHING_WITHDRAWAL} withdrawal, uint256[] sharesToWithdraw)`,
      'event SlashingWithdrawalCompleted(bytes32 withdrawalRoot)',
      'event DepositScalingFactorUpdated(address staker, address strategy, uint256 newDepositScalingFactor)',
    ],
  },
  {
    contract: 'EigenLayer StrategyManager',
    address: '0x858646372cc42e1a627fce94aa7a7033e7cf075a',
    declarations: [
      'function depositIntoStrategy(address strategy, address token, uint256 amount)',
      'event Deposit(address staker, address token, address strategy, uint256 shares)',
      'event Deposit(address staker, address strategy, uint256 shares)',
    ],
  },
  {
    contract: 'EigenLayer EigenPodManager',
    address: '0x91e677b07f7af907ec9a428aafa9fc14a0d3a338',
    declarations: [
      'function createPod()',
      'function stake(bytes pubkey, bytes signature, bytes32 depositDataRoot)',
      'event PodDeployed(address indexed eigenPod, address indexed podOwner)',
      'event BeaconChainETHDeposited(address indexed podOwner, uint256 amount)',
      'event PodSharesUpdated(address indexed podOwner, int256 sharesDelta)',
      'event NewTotalShares(address indexed podOwner, int256 newTotalShares)',
    ],
  },
  {
    // The beacon every EigenPod proxy follows; its implementation's verified source declares these.
    contract: 'EigenLayer EigenPod',
    address: '0x5a2a4f2f3c18f09179b6703e63d9edd165909073',
    declarations: [
      'function verifyWithdrawalCredentials(uint64 beaconTimestamp, (bytes32 beaconStateRoot, bytes proof) stateRootProof, uint40[] validatorIndices, bytes[] validatorFieldsProofs, bytes32[][] validatorFields)',
      'function startCheckpoint(bool revertIfNoBalance)',
      'event ValidatorRestaked(uint40 validatorIndex)',
      'event ValidatorBalanceUpdated(uint40 validatorIndex, uint64 balanceTimestamp, uint64 newValidatorBalanceGwei)',
      'event ValidatorRestaked(bytes32 pubkeyHash)',
      'event ValidatorBalanceUpdated(bytes32 pubkeyHash, uint64 balanceTimestamp, uint64 newValidatorBalanceGwei)',
    ],
  },
  {
    // Velodrome V2 on OP Mainnet; Aerodrome on Base deploys the same contracts.
    contract: 'Velodrome V2 Router',
    address: '0xa062ae8a9c5e11aaa026fc2670b0d65ccc8b2858',
    explorer: 'https://optimistic.etherscan.io',
    declarations: [
      `function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, ${VELODROME_ROUTE}[] routes, address to, uint256 deadline)`,
      `function swapExactETHForTokens(uint256 amountOutMin, ${VELODROME_ROUTE}[] routes, address to, uint256 deadline)`,
      `function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, ${VELODROME_ROUTE}[] routes, address to, uint256 deadline)`,
      `function swapExactTokensForTokensSupportingFeeOnTransferTokens(uint256 amountIn, uint256 amountOutMin, ${VELODROME_ROUTE}[] routes, address to, uint256 deadline)`,
      `function swapExactETHForTokensSupportingFeeOnTransferTokens(uint256 amountOutMin, ${VELODROME_ROUTE}[] routes, address to, uint256 deadline)`,
      `function swapExactTokensForETHSupportingFeeOnTransferTokens(uint256 amountIn, uint256 amountOutMin, ${VELODROME_ROUTE}[] routes, address to, uint256 deadline)`,
      'function addLiquidity(address tokenA, address tokenB, bool stable, uint256 amountADesired, uint256 amountBDesired, uint256 amountAMin, uint256 amountBMin, address to, uint256 deadline)',
      'function addLiquidityETH(address token, bool stable, uint256 amountTokenDesired, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline)',
      'function removeLiquidity(address tokenA, address tokenB, bool stable, uint256 liquidity, uint256 amountAMin, uint256 amountBMin, address to, uint256 deadline)',
      'function removeLiquidityETH(address token, bool stable, uint256 liquidity, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline)',
    ],
  },
  {
    contract: 'Velodrome V2 Pool',
    address: '0x95885af5492195f0754be71ad1545fe81364e531',
    explorer: 'https://optimistic.etherscan.io',
    declarations: [
      'event Swap(address indexed sender, address indexed to, uint256 amount0In, uint256 amount1In, uint256 amount0Out, uint256 amount1Out)',
      'event Fees(address indexed sender, uint256 amount0, uint256 amount1)',
      'event Mint(address indexed sender, uint256 amount0, uint256 amount1)',
      'event Burn(address indexed sender, address indexed to, uint256 amount0, uint256 amount1)',
      'event Claim(address indexed sender, address indexed recipient, uint256 amount0, uint256 amount1)',
    ],
  },
  {
    contract: 'Velodrome V2 VotingEscrow',
    address: '0xfaf8fd17d9840595845582fcb047df13f006787d',
    explorer: 'https://optimistic.etherscan.io',
    declarations: [
      'function createLock(uint256 _value, uint256 _lockDuration)',
      'function createLockFor(uint256 _value, uint256 _lockDuration, address _to)',
      'function increaseAmount(uint256 _tokenId, uint256 _value)',
      'function increaseUnlockTime(uint256 _tokenId, uint256 _lockDuration)',
      'function depositFor(uint256 _tokenId, uint256 _value)',
      'function lockPermanent(uint256 _tokenId)',
      'function merge(uint256 _from, uint256 _to)',
      'event Deposit(address indexed provider, uint256 indexed tokenId, uint8 indexed depositType, uint256 value, uint256 locktime, uint256 ts)',
      'event Withdraw(address indexed provider, uint256 indexed tokenId, uint256 value, uint256 ts)',
      'event Supply(uint256 prevSupply, uint256 supply)',
      'event LockPermanent(address indexed _owner, uint256 indexed _tokenId, uint256 amount, uint256 _ts)',
    ],
  },
  {
    contract: 'Velodrome V2 Voter',
    address: '0x41c914ee0c7e1a5edcd0295623e6dc557b5abf3c',
    explorer: 'https://optimistic.etherscan.io',
    declarations: [
      'function vote(uint256 _tokenId, address[] _poolVote, uint256[] _weights)',
      'function reset(uint256 _tokenId)',
      'function poke(uint256 _tokenId)',
      'function claimRewards(address[] _gauges)',
      'function claimBribes(address[] _bribes, address[][] _tokens, uint256 _tokenId)',
      'function claimFees(address[] _fees, address[][] _tokens, uint256 _tokenId)',
      'event Voted(address indexed voter, address indexed pool, uint256 indexed tokenId, uint256 weight, uint256 totalWeight, uint256 timestamp)',
      'event Abstained(address indexed voter, address indexed pool, uint256 indexed tokenId, uint256 weight, uint256 totalWeight, uint256 timestamp)',
    ],
  },
  {
    contract: 'Gnosis Chain OmniBridge (ForeignOmnibridge)',
    address: '0x88ad09518695c6c3712ac10a214be5109a655671',
    declarations: [
      'function relayTokens(address token, address _receiver, uint256 _value)',
      'function relayTokens(address token, uint256 _value)',
      'function relayTokensAndCall(address token, address _receiver, uint256 _value, bytes _data)',
      'function handleNativeTokens(address _token, address _recipient, uint256 _value)',
      'function handleBridgedTokens(address _token, address _recipient, uint256 _value)',
      'event TokensBridgingInitiated(address indexed token, address indexed sender, uint256 value, bytes32 indexed messageId)',
      'event TokensBridged(address indexed token, address indexed recipient, uint256 value, bytes32 indexed messageId)',
    ],
  },
  {
    contract: 'Gnosis Chain AMB (ForeignAMB)',
    address: '0x4c36d2919e407f0cc2ee3c993ccf8ac26d9ce64e',
    declarations: [
      'function executeSignatures(bytes _data, bytes _signatures)',
      'function safeExecuteSignaturesWithAutoGasLimit(bytes _data, bytes _signatures)',
      'event UserRequestForAffirmation(bytes32 indexed messageId, bytes encodedData)',
      'event RelayedMessage(address indexed sender, address indexed executor, bytes32 indexed messageId, bool status)',
    ],
  },
  {
    contract: 'Gnosis Chain AMB (HomeAMB)',
    address: '0x75df5af045d91108662d8080fd1fefad6aa0bb59',
    explorer: 'https://gnosisscan.io',
    declarations: [
      'function executeAffirmation(bytes message)',
      'event UserRequestForSignature(bytes32 indexed messageId, bytes encodedData)',
      'event AffirmationCompleted(address indexed sender, address indexed executor, bytes32 indexed messageId, bool status)',
    ],
  },
  // Liquid staking and restaking: deposits, withdrawal requests and their payouts, declared from each project's
  // published source (docs/transaction-decoding.md names the repository and file); where an upgrade changed an
  // event's fields, both declarations, since logs of either age are read.
  {
    contract: 'ether.fi LiquidityPool',
    address: '0x308861a430be4cce5502d0a12724771fc6daf216',
    declarations: [
      'function deposit(address _referral) payable returns (uint256)',
      'function requestWithdraw(address recipient, uint256 amount) returns (uint256)',
      'event Deposit(address indexed sender, uint256 amount, uint8 source, address referral)',
      'event Withdraw(address indexed sender, address recipient, uint256 amount, uint8 source)',
    ],
  },
  {
    contract: 'ether.fi WithdrawRequestNFT',
    address: '0x7d5706f6ef3f89b3951e23e557cdfbc3239d4e2c',
    declarations: [
      'function claimWithdraw(uint256 tokenId)',
      'function batchClaimWithdraw(uint256[] tokenIds)',
      'event WithdrawRequestCreated(uint32 indexed requestId, uint256 amountOfEEth, uint256 shareOfEEth, address owner, uint256 fee)',
      'event WithdrawRequestClaimed(uint32 indexed requestId, uint256 amountOfEEth, uint256 burntShareOfEEth, address owner, uint256 fee)',
      'event WithdrawRequestCreated(uint32 indexed requestId, uint256 amountOfEEth, uint256 shareOfEEth, address owner)',
      'event WithdrawRequestClaimed(uint32 indexed requestId, uint256 amountOfEEth, uint256 shareOfEEth, address owner)',
    ],
  },
  {
    contract: 'Swell swETH',
    address: '0xf951e335afb289353dc249e82926178eac7ded78',
    declarations: [
      'function depositWithReferral(address referral) payable',
      'event ETHDepositReceived(address indexed from, uint256 amount, uint256 swETHMinted, uint256 newTotalETHDeposited, address indexed referral)',
      'event ETHDepositReceived(address indexed from, uint256 amount, uint256 swETHMinted, uint256 newTotalETHDeposited)',
    ],
  },
  {
    contract: 'Swell swEXIT',
    address: '0x48c11b86807627af70a34662d4865cf854251663',
    declarations: [
      'function createWithdrawRequest(uint256 amount)',
      'function finalizeWithdrawal(uint256 tokenId)',
      'event WithdrawRequestCreated(uint256 tokenId, uint256 amount, uint256 timestamp, uint256 indexed lastTokenIdProcessed, uint256 rateWhenCreated, address indexed owner)',
      'event WithdrawalClaimed(address indexed owner, uint256 tokenId, uint256 exitClaimedETH)',
    ],
  },
  {
    contract: 'Rocket Pool deposit pool',
    address: '0xdd3f50f8a6cafbe9b31a427582963f465e745af8',
    declarations: ['event DepositReceived(address indexed from, uint256 amount, uint256 time)'],
  },
  {
    contract: 'Rocket Pool rETH',
    address: '0xae78736cd615f374d3085123a210448e74fc6393',
    declarations: [
      'function burn(uint256 _rethAmount)',
      'event TokensMinted(address indexed to, uint256 amount, uint256 ethAmount, uint256 time)',
      'event TokensBurned(address indexed from, uint256 amount, uint256 ethAmount, uint256 time)',
    ],
  },
  {
    contract: 'Frax frxETHMinter',
    address: '0xbafa44efe7901e04e39dad13167d089c559c1138',
    declarations: [
      'function submit() payable',
      'function submitAndDeposit(address recipient) payable returns (uint256 shares)',
      'function submitAndGive(address recipient) payable',
      'event ETHSubmitted(address indexed sender, address indexed recipient, uint256 sent_amount, uint256 withheld_amt)',
    ],
  },
  {
    contract: 'Frax FraxEtherMinter (frxETH v2)',
    address: '0x7bc6bad540453360f744666d625fec0ee1320ca3',
    declarations: [
      'function mintFrxEth() payable',
      'function mintFrxEthAndGive(address _recipient) payable',
      'event EthSubmitted(address indexed sender, address indexed recipient, uint256 sentEthAmount)',
    ],
  },
  {
    contract: 'Frax FraxEtherRedemptionQueueV2',
    address: '0xfdc69e6be352bd5644c438302de4e311aad5565b',
    declarations: [
      'function enterRedemptionQueue(address _recipient, uint120 _amountToRedeem) returns (uint256 _nftId)',
      'function enterRedemptionQueueViaSfrxEth(address _recipient, uint120 _sfrxEthAmount) returns (uint256 _nftId)',
      'function fullRedeemNft(uint256 _nftId, address _recipient) returns (uint120 _amountEtherPaidToUser, uint120 _redemptionFeeAmount)',
      'function partialRedeemNft(uint256 _nftId, address _recipient, uint120 _redeemAmt)',
      'event EnterRedemptionQueue(uint256 indexed nftId, address indexed sender, address indexed recipient, uint256 amountFrxEthRedeemed, uint64 maturityTimestamp, uint64 redemptionFee, uint120 ttlEthRequestedSnapshot)',
      'event NftTicketRedemption(uint256 indexed nftId, address indexed sender, address indexed recipient, uint120 feeAmt, uint120 amountToRedeemer, bool isPartial)',
    ],
  },
  {
    contract: 'Kelp LRTDepositPool',
    address: '0x036676389e48133b63a802f8635ad39e752d375d',
    declarations: [
      'function depositETH(uint256 minRSETHAmountExpected, string referralId) payable',
      'function depositAsset(address asset, uint256 depositAmount, uint256 minRSETHAmountExpected, string referralId)',
      'event ETHDeposit(address indexed depositor, uint256 depositAmount, uint256 rsethMintAmount, string referralId)',
      'event AssetDeposit(address indexed depositor, address indexed asset, uint256 depositAmount, uint256 rsethMintAmount, string referralId)',
    ],
  },
  {
    contract: 'Kelp LRTWithdrawalManager',
    address: '0x62de59c08eb5dae4b7e6f7a8cad3006d6965ec16',
    declarations: [
      'function initiateWithdrawal(address asset, uint256 rsETHUnstaked, string referralId)',
      'function initiateWithdrawal(address asset, uint256 rsETHUnstaked)',
      'function completeWithdrawal(address asset, string referralId)',
      'function completeWithdrawal(address asset)',
      'event AssetWithdrawalQueued(address indexed withdrawer, address indexed asset, uint256 rsETHUnstaked, uint256 indexed userNonce)',
      'event AssetWithdrawalFinalized(address indexed withdrawer, address indexed asset, uint256 amountBurned, uint256 amountReceived)',
    ],
  },
  {
    contract: 'Renzo RestakeManager',
    address: '0x74a09653a083691711cf8215a6ab074bb4e99ef5',
    declarations: [
      'function depositETH() payable',
      'function depositETH(uint256 _referralId) payable',
      'function deposit(address _collateralToken, uint256 _amount, uint256 _referralId)',
      'event Deposit(address depositor, address token, uint256 amount, uint256 ezETHMinted, uint256 referralId)',
    ],
  },
  {
    contract: 'Renzo WithdrawQueue',
    address: '0x5efc9d10e42fb517456f4ac41eb5e2ebe42c8918',
    declarations: [
      'function withdraw(uint256 _amount, address _assetOut)',
      'function claim(uint256 withdrawRequestIndex, address user)',
      'event WithdrawRequestCreated(uint256 indexed withdrawRequestID, address user, address claimToken, uint256 amountToRedeem, uint256 ezETHAmountLocked, uint256 withdrawRequestIndex, bool queued, uint256 queueFilled)',
      'event WithdrawRequestCreated(uint256 indexed withdrawRequestID, address user, address claimToken, uint256 amountToRedeem, uint256 ezETHAmountLocked, uint256 withdrawRequestIndex)',
      'event WithdrawRequestClaimed((address collateralToken, uint256 withdrawRequestID, uint256 amountToRedeem, uint256 ezETHLocked, uint256 createdAt) withdrawRequest)',
    ],
  },
  {
    contract: 'Mantle mETH Staking',
    address: '0xe3cbd06d7dadb3f4e6557bab7edd924cd1489e8f',
    declarations: [
      'function stake(uint256 minMETHAmount) payable',
      'function unstakeRequest(uint128 methAmount, uint128 minETHAmount) returns (uint256)',
      'function claimUnstakeRequest(uint256 unstakeRequestID)',
      'event Staked(address indexed staker, uint256 ethAmount, uint256 mETHAmount)',
      'event UnstakeRequested(uint256 indexed id, address indexed staker, uint256 ethAmount, uint256 mETHLocked)',
      'event UnstakeRequestClaimed(uint256 indexed id, address indexed staker)',
    ],
  },
  {
    contract: 'Mantle mETH UnstakeRequestsManager',
    address: '0x38fdf7b489316e03ed8754ad339cb5c4483fdcf9',
    declarations: [
      'event UnstakeRequestCreated(uint256 indexed id, address indexed requester, uint256 mETHLocked, uint256 ethRequested, uint256 cumulativeETHRequested, uint256 blockNumber)',
      'event UnstakeRequestClaimed(uint256 indexed id, address indexed requester, uint256 mETHLocked, uint256 ethRequested, uint256 cumulativeETHRequested, uint256 blockNumber)',
    ],
  },
  {
    contract: 'Stader StaderStakePoolsManager',
    address: '0xcf5ea1b38380f6af39068375516daf40ed70d299',
    declarations: [
      'function deposit(address _receiver) payable returns (uint256)',
      'function deposit(address _receiver, string _referralId) payable returns (uint256 _shares)',
      'event Deposited(address indexed caller, address indexed owner, uint256 assets, uint256 shares)',
    ],
  },
  {
    contract: 'Stader UserWithdrawalManager',
    address: '0x9f0491b32dbce587c50c4c43ab303b06478193a7',
    declarations: [
      'function requestWithdraw(uint256 _ethXAmount, address _owner) returns (uint256)',
      'function requestWithdraw(uint256 _ethXAmount, address _owner, string _referralId) returns (uint256 _requestId)',
      'function claim(uint256 _requestId)',
      'event WithdrawRequestReceived(address indexed _msgSender, address _recipient, uint256 _requestId, uint256 _sharesAmount, uint256 _etherAmount)',
      'event RequestRedeemed(address indexed _sender, address _recipient, uint256 _ethTransferred)',
    ],
  },
  {
    contract: 'Puffer pufETH vault',
    address: '0xd9a442856c234a39a81a089c06451ebaa4306a72',
    declarations: [
      'function depositETH(address receiver) payable returns (uint256)',
      'function depositStETH(uint256 stETHSharesAmount, address receiver) returns (uint256)',
    ],
  },
  {
    contract: 'Puffer PufferWithdrawalManager',
    address: '0xdda0483184e75a5579ef9635ed14baccf9d50283',
    declarations: [
      'function requestWithdrawal(uint128 pufETHAmount, address recipient)',
      'function completeQueuedWithdrawal(uint256 withdrawalIdx)',
      'event WithdrawalRequested(uint256 indexed withdrawalIdx, uint256 indexed batchIdx, uint256 pufETHAmount, address indexed recipient)',
      'event WithdrawalCompleted(uint256 indexed withdrawalIdx, uint256 ethPayoutAmount, uint256 payoutExchangeRate, address indexed recipient)',
    ],
  },
  // Cross-chain routers' deposits, declared from their published sources (docs/transaction-decoding.md).
  {
    contract: 'Socket Gateway',
    address: '0x3a23f943181408eac424116af7b7790c94cb97a5',
    declarations: [
      'function executeRoute(uint32 routeId, bytes routeData) payable returns (bytes)',
      'function executeRoutes(uint32[] routeIds, bytes[] dataItems) payable',
      'event SocketBridge(uint256 amount, address token, uint256 toChainId, bytes32 bridgeName, address sender, address receiver, bytes32 metadata)',
      'event SocketSwapTokens(address fromToken, address toToken, uint256 buyAmount, uint256 sellAmount, bytes32 routeName, address receiver, bytes32 metadata)',
      'event SocketFeesDeducted(uint256 fees, address feesToken, address feesTaker)',
    ],
  },
  {
    contract: 'Celer cBridge',
    address: '0x5427fefa711eff984124bfbb1ab6fbf5e3da1820',
    declarations: [
      'function send(address _receiver, address _token, uint256 _amount, uint64 _dstChainId, uint64 _nonce, uint32 _maxSlippage)',
      'function sendNative(address _receiver, uint256 _amount, uint64 _dstChainId, uint64 _nonce, uint32 _maxSlippage) payable',
      'function relay(bytes _relayRequest, bytes[] _sigs, address[] _signers, uint256[] _powers)',
      'event Send(bytes32 transferId, address sender, address receiver, address token, uint256 amount, uint64 dstChainId, uint64 nonce, uint32 maxSlippage)',
      'event Relay(bytes32 transferId, address sender, address receiver, address token, uint256 amount, uint64 srcChainId, bytes32 srcTransferId)',
    ],
  },
  {
    contract: 'Synapse Bridge',
    address: '0x2796317b0ff8538f253012862c06787adfb8ceb6',
    declarations: [
      'function deposit(address to, uint256 chainId, address token, uint256 amount)',
      'function redeem(address to, uint256 chainId, address token, uint256 amount)',
      'event TokenDeposit(address indexed to, uint256 chainId, address token, uint256 amount)',
      'event TokenRedeem(address indexed to, uint256 chainId, address token, uint256 amount)',
      'event TokenDepositAndSwap(address indexed to, uint256 chainId, address token, uint256 amount, uint8 tokenIndexFrom, uint8 tokenIndexTo, uint256 minDy, uint256 deadline)',
      'event TokenRedeemAndSwap(address indexed to, uint256 chainId, address token, uint256 amount, uint8 tokenIndexFrom, uint8 tokenIndexTo, uint256 minDy, uint256 deadline)',
      'event TokenRedeemAndRemove(address indexed to, uint256 chainId, address token, uint256 amount, uint8 swapTokenIndex, uint256 swapMinAmount, uint256 swapDeadline)',
      'event TokenWithdraw(address indexed to, address token, uint256 amount, uint256 fee, bytes32 indexed kappa)',
      'event TokenMint(address indexed to, address token, uint256 amount, uint256 fee, bytes32 indexed kappa)',
    ],
  },
  {
    contract: 'Synapse Router',
    address: '0x7e7a0e201fd38d3adaa9523da6c109a07118c96a',
    declarations: [
      'function bridge(address to, uint256 chainId, address token, uint256 amount, (address swapAdapter, address tokenOut, uint256 minAmountOut, uint256 deadline, bytes rawParams) originQuery, (address swapAdapter, address tokenOut, uint256 minAmountOut, uint256 deadline, bytes rawParams) destQuery) payable',
    ],
  },
  {
    // gnosis/delegate-registry, contracts/DelegateRegistry.sol: the registry Snapshot reads delegations from.
    contract: 'Delegate registry',
    address: '0x469788fe6e9e9681c6ebf3bf78e7fd26fc015446',
    declarations: [
      'function setDelegate(bytes32 id, address delegate)',
      'function clearDelegate(bytes32 id)',
      'event SetDelegate(address indexed delegator, bytes32 indexed id, address indexed delegate)',
      'event ClearDelegate(address indexed delegator, bytes32 indexed id, address indexed delegate)',
    ],
  },
  {
    // convex-eth/platform, contracts/contracts/Booster.sol; Aura's Booster (aurafinance/aura-contracts) keeps the same
    // deposit and adds depositFor.
    contract: 'Convex Booster',
    address: '0xf403c135812408bfbe8713b5a23a04b3d48aae31',
    declarations: [
      'function deposit(uint256 _pid, uint256 _amount, bool _stake) returns (bool)',
      'function depositAll(uint256 _pid, bool _stake) returns (bool)',
      'function withdrawAll(uint256 _pid) returns (bool)',
      'event Deposited(address indexed user, uint256 indexed poolid, uint256 amount)',
      'event Withdrawn(address indexed user, uint256 indexed poolid, uint256 amount)',
    ],
  },
  {
    // shapeshift/rFOX@f80376d1, foundry/src/StakingV1.sol: FOX staking on Arbitrum One (the proxy).
    contract: 'ShapeShift rFOX staking',
    address: '0xac2a4fd70bcd8bab0662960455c363735f0e2b56',
    explorer: 'https://arbiscan.io',
    declarations: [
      'function stake(uint256 amount, string runeAddress)',
      'function unstake(uint256 amount)',
      'function withdraw(uint256 index)',
      'function withdraw()',
      'function setRuneAddress(string runeAddress)',
      'event Stake(address indexed account, uint256 amount, string indexed runeAddress)',
      'event Unstake(address indexed account, uint256 amount, uint256 cooldownExpiry)',
      'event Withdraw(address indexed account, uint256 amount)',
      'event SetRuneAddress(address indexed account, string indexed oldRuneAddress, string indexed newRuneAddress)',
    ],
  },
  {
    // WalletConnect/contracts@0a9a7260, evm/src/StakeWeight.sol: WCT locks on Optimism (the proxy; evm/deployments/10.json).
    contract: 'WalletConnect StakeWeight',
    address: '0x521b4c065bbdbe3e20b3727340730936912dfa46',
    explorer: 'https://optimistic.etherscan.io',
    declarations: [
      'function createLock(uint256 amount, uint256 unlockTime)',
      'function depositFor(address for_, uint256 amount)',
      'function increaseLockAmount(uint256 amount)',
      'function increaseUnlockTime(uint256 newUnlockTime)',
      'function updateLock(uint256 amount, uint256 unlockTime)',
      'function createPermanentLock(uint256 amount, uint256 duration)',
      'function convertToPermanent(uint256 duration)',
      'function updatePermanentLock(uint256 amount, uint256 newDuration)',
      'function increasePermanentLockDuration(uint256 newDuration)',
      'function triggerUnlock()',
      'function withdrawAll()',
      'function checkpoint()',
      'event Deposit(address indexed provider, uint256 amount, uint256 locktime, uint256 type_, uint256 transferredAmount, uint256 timestamp)',
      'event Withdraw(address indexed provider, uint256 totalAmount, uint256 transferredAmount, uint256 timestamp)',
      'event Supply(uint256 previousSupply, uint256 newSupply)',
      'event PermanentConversion(address indexed user, uint256 duration, uint256 timestamp)',
      'event UnlockTriggered(address indexed user, uint256 endTime, uint256 timestamp)',
      'event DurationIncreased(address indexed user, uint256 newDuration, uint256 timestamp)',
    ],
  },
  {
    // WalletConnect/contracts@0a9a7260, evm/src/StakingRewardDistributor.sol (the proxy on Optimism).
    contract: 'WalletConnect StakingRewardDistributor',
    address: '0xf368f535e329c6d08dff0d4b2da961c4e7f3fcaf',
    explorer: 'https://optimistic.etherscan.io',
    declarations: [
      'function claim(address user)',
      'function claimTo(address recipient_)',
      'function setRecipient(address recipient_)',
      'event RewardsClaimed(address indexed user, address indexed recipient, uint256 amount, uint256 claimEpoch, uint256 maxEpoch)',
      'event RecipientUpdated(address indexed user, address indexed oldRecipient, address indexed newRecipient)',
    ],
  },
  {
    // stakewise/v3-core v4.0.1 (c511cd91), contracts/interfaces/IVaultEnterExit.sol, IVaultEthStaking.sol, IVaultOsToken.sol, IVaultState.sol: every vault of its VaultFactory; this is the Genesis vault (deployments/mainnet.json). `redeem` is v1.0.0 only.
    contract: 'StakeWise v3 EthVault',
    address: '0xac0f906e433d58fa868f936e8a43230473652885',
    declarations: [
      'function deposit(address receiver, address referrer)',
      'function updateStateAndDeposit(address receiver, address referrer, (bytes32 rewardsRoot, int160 reward, uint160 unlockedMevReward, bytes32[] proof) harvestParams)',
      'function depositAndMintOsToken(address receiver, uint256 osTokenShares, address referrer)',
      'function updateStateAndDepositAndMintOsToken(address receiver, uint256 osTokenShares, address referrer, (bytes32 rewardsRoot, int160 reward, uint160 unlockedMevReward, bytes32[] proof) harvestParams)',
      'function updateState((bytes32 rewardsRoot, int160 reward, uint160 unlockedMevReward, bytes32[] proof) harvestParams)',
      'function enterExitQueue(uint256 shares, address receiver)',
      'function claimExitedAssets(uint256 positionTicket, uint256 timestamp, uint256 exitQueueIndex)',
      'function mintOsToken(address receiver, uint256 osTokenShares, address referrer)',
      'function burnOsToken(uint128 osTokenShares)',
      'function transferOsTokenPositionToEscrow(uint256 osTokenShares)',
      'event Deposited(address indexed caller, address indexed receiver, uint256 assets, uint256 shares, address referrer)',
      'event Redeemed(address indexed owner, address indexed receiver, uint256 assets, uint256 shares)',
      'event ExitQueueEntered(address indexed owner, address indexed receiver, uint256 positionTicket, uint256 shares)',
      'event V2ExitQueueEntered(address indexed owner, address indexed receiver, uint256 positionTicket, uint256 shares, uint256 assets)',
      'event ExitedAssetsClaimed(address indexed receiver, uint256 prevPositionTicket, uint256 newPositionTicket, uint256 withdrawnAssets)',
      'event OsTokenMinted(address indexed caller, address receiver, uint256 assets, uint256 shares, address referrer)',
      'event OsTokenBurned(address indexed caller, uint256 assets, uint256 shares)',
      'event CheckpointCreated(uint256 shares, uint256 assets)',
      'function redeem(uint256 shares, address receiver)',
    ],
  },
  {
    // FraxFinance/frax-ether-redemption-queue@17ebebcd, src/contracts/FraxEtherRedemptionQueue.sol; the address its deployment commit records.
    contract: 'Frax Ether redemption queue',
    address: '0xaceb9181a71609730e3d64ca0cd8215f8567188b',
    declarations: [
      'function enterRedemptionQueue(address _recipient, uint120 _amountToRedeem)',
      'function enterRedemptionQueueWithPermit(uint120 _amountToRedeem, address _recipient, uint256 _deadline, uint8 _v, bytes32 _r, bytes32 _s)',
      'function earlyBurnRedemptionTicketNft(address _recipient, uint256 _nftId)',
      'function burnRedemptionTicketNft(uint256 _nftId, address _recipient)',
      'event EnterRedemptionQueue(uint256 indexed nftId, address indexed sender, address indexed recipient, uint256 amountFrxEthRedeemed, uint120 redemptionFeeAmount, uint64 maturityTimestamp, uint256 earlyExitFee)',
      'event EarlyBurnRedemptionTicketNft(uint256 indexed nftId, address indexed sender, address indexed recipient, uint120 frxEthOut, uint120 earlyExitFeeAmount)',
      'event BurnRedemptionTicketNft(uint256 indexed nftId, address indexed sender, address indexed recipient, uint120 amountOut)',
    ],
  },
  {
    // Instadapp/fluid-contracts-public@a9949b48, deployments/mainnet/fToken_fWETH.json, checked against contracts/protocols/lending/fToken/: an fToken with a native underlying (ERC20 fTokens have the same calls but the native ones).
    contract: 'Fluid fWETH',
    address: '0x90551c1795392094fe6d29b758eccd233cfaa260',
    declarations: [
      'function deposit(uint256 assets_, address receiver_)',
      'function deposit(uint256 assets_, address receiver_, uint256 minAmountOut_)',
      'function depositNative(address receiver_, uint256 minAmountOut_)',
      'function depositNative(address receiver_)',
      'function depositWithSignature(uint256 assets_, address receiver_, uint256 minAmountOut_, ((address token, uint160 amount, uint48 expiration, uint48 nonce) details, address spender, uint256 sigDeadline) permit_, bytes signature_)',
      'function depositWithSignatureEIP2612(uint256 assets_, address receiver_, uint256 minAmountOut_, uint256 deadline_, bytes signature_)',
      'function mint(uint256 shares_, address receiver_, uint256 maxAssets_)',
      'function mint(uint256 shares_, address receiver_)',
      'function mintNative(uint256 shares_, address receiver_)',
      'function mintNative(uint256 shares_, address receiver_, uint256 maxAssets_)',
      'function mintWithSignature(uint256 shares_, address receiver_, uint256 maxAssets_, ((address token, uint160 amount, uint48 expiration, uint48 nonce) details, address spender, uint256 sigDeadline) permit_, bytes signature_)',
      'function mintWithSignatureEIP2612(uint256 shares_, address receiver_, uint256 maxAssets_, uint256 deadline_, bytes signature_)',
      'function redeem(uint256 shares_, address receiver_, address owner_, uint256 minAmountOut_)',
      'function redeem(uint256 shares_, address receiver_, address owner_)',
      'function redeemNative(uint256 shares_, address receiver_, address owner_, uint256 minAmountOut_)',
      'function redeemNative(uint256 shares_, address receiver_, address owner_)',
      'function redeemWithSignature(uint256 shares_, address receiver_, address owner_, uint256 minAmountOut_, uint256 deadline_, bytes signature_)',
      'function redeemWithSignatureNative(uint256 shares_, address receiver_, address owner_, uint256 minAmountOut_, uint256 deadline_, bytes signature_)',
      'function withdraw(uint256 assets_, address receiver_, address owner_, uint256 maxSharesBurn_)',
      'function withdraw(uint256 assets_, address receiver_, address owner_)',
      'function withdrawNative(uint256 assets_, address receiver_, address owner_)',
      'function withdrawNative(uint256 assets_, address receiver_, address owner_, uint256 maxSharesBurn_)',
      'function withdrawWithSignature(uint256 sharesToPermit_, uint256 assets_, address receiver_, address owner_, uint256 maxSharesBurn_, uint256 deadline_, bytes signature_)',
      'function withdrawWithSignatureNative(uint256 sharesToPermit_, uint256 assets_, address receiver_, address owner_, uint256 maxSharesBurn_, uint256 deadline_, bytes signature_)',
      'event Deposit(address indexed sender, address indexed owner, uint256 assets, uint256 shares)',
      'event Withdraw(address indexed sender, address indexed receiver, address indexed owner, uint256 assets, uint256 shares)',
    ],
  },
  {
    // Instadapp/fluid-contracts-public@a9949b48, deployments/mainnet/Vault_ETH_USDC.json, checked against contracts/protocols/vault/vaultT1/coreModule/.
    contract: 'Fluid Vault T1 ETH/USDC',
    address: '0x0c8c77b7ff4c2af7f6cebbe67350a490e3dd6cb3',
    declarations: [
      'function liquidate(uint256 debtAmt_, uint256 colPerUnitDebt_, address to_, bool absorb_)',
      'function operate(uint256 nftId_, int256 newCol_, int256 newDebt_, address to_)',
      'event LogLiquidate(address liquidator_, uint256 colAmt_, uint256 debtAmt_, address to_)',
      'event LogOperate(address user_, uint256 nftId_, int256 colAmt_, int256 debtAmt_, address to_)',
    ],
  },
  {
    // liquity/bold@405f9122, contracts/src/BorrowerOperations.sol (the WETH branch; contracts/addresses/1.json).
    contract: 'Liquity v2 BorrowerOperations',
    address: '0x372abd1810eaf23cb9d941bbe7596dfb2c46bc65',
    declarations: [
      'function addColl(uint256 _troveId, uint256 _collAmount)',
      'function adjustTrove(uint256 _troveId, uint256 _collChange, bool _isCollIncrease, uint256 _boldChange, bool _isDebtIncrease, uint256 _maxUpfrontFee)',
      'function adjustTroveInterestRate(uint256 _troveId, uint256 _newAnnualInterestRate, uint256 _upperHint, uint256 _lowerHint, uint256 _maxUpfrontFee)',
      'function adjustZombieTrove(uint256 _troveId, uint256 _collChange, bool _isCollIncrease, uint256 _boldChange, bool _isDebtIncrease, uint256 _upperHint, uint256 _lowerHint, uint256 _maxUpfrontFee)',
      'function applyPendingDebt(uint256 _troveId, uint256 _lowerHint, uint256 _upperHint)',
      'function claimCollateral()',
      'function closeTrove(uint256 _troveId)',
      'function openTrove(address _owner, uint256 _ownerIndex, uint256 _collAmount, uint256 _boldAmount, uint256 _upperHint, uint256 _lowerHint, uint256 _annualInterestRate, uint256 _maxUpfrontFee, address _addManager, address _removeManager, address _receiver)',
      'function openTroveAndJoinInterestBatchManager((address owner, uint256 ownerIndex, uint256 collAmount, uint256 boldAmount, uint256 upperHint, uint256 lowerHint, address interestBatchManager, uint256 maxUpfrontFee, address addManager, address removeManager, address receiver) _params)',
      'function removeFromBatch(uint256 _troveId, uint256 _newAnnualInterestRate, uint256 _upperHint, uint256 _lowerHint, uint256 _maxUpfrontFee)',
      'function removeInterestIndividualDelegate(uint256 _troveId)',
      'function repayBold(uint256 _troveId, uint256 _boldAmount)',
      'function setInterestBatchManager(uint256 _troveId, address _newBatchManager, uint256 _upperHint, uint256 _lowerHint, uint256 _maxUpfrontFee)',
      'function setInterestIndividualDelegate(uint256 _troveId, address _delegate, uint128 _minInterestRate, uint128 _maxInterestRate, uint256 _newAnnualInterestRate, uint256 _upperHint, uint256 _lowerHint, uint256 _maxUpfrontFee, uint256 _minInterestRateChangePeriod)',
      'function switchBatchManager(uint256 _troveId, uint256 _removeUpperHint, uint256 _removeLowerHint, address _newBatchManager, uint256 _addUpperHint, uint256 _addLowerHint, uint256 _maxUpfrontFee)',
      'function withdrawBold(uint256 _troveId, uint256 _boldAmount, uint256 _maxUpfrontFee)',
      'function withdrawColl(uint256 _troveId, uint256 _collWithdrawal)',
    ],
  },
  {
    // liquity/bold@405f9122, contracts/src/StabilityPool.sol, Interfaces/IStabilityPoolEvents.sol (the WETH branch).
    contract: 'Liquity v2 StabilityPool',
    address: '0x5721cbbd64fc7ae3ef44a0a3f9a790a9264cf9bf',
    declarations: [
      'function claimAllCollGains()',
      'function provideToSP(uint256 _topUp, bool _doClaim)',
      'function withdrawFromSP(uint256 _amount, bool _doClaim)',
      'event DepositOperation(address indexed _depositor, uint8 _operation, uint256 _depositLossSinceLastOperation, int256 _topUpOrWithdrawal, uint256 _yieldGainSinceLastOperation, uint256 _yieldGainClaimed, uint256 _ethGainSinceLastOperation, uint256 _ethGainClaimed)',
      'event DepositUpdated(address indexed _depositor, uint256 _newDeposit, uint256 _stashedColl, uint256 _snapshotP, uint256 _snapshotS, uint256 _snapshotB, uint256 _snapshotScale)',
    ],
  },
  {
    // liquity/bold@405f9122, contracts/src/Interfaces/ITroveEvents.sol: the events its BorrowerOperations calls log (the WETH branch).
    contract: 'Liquity v2 TroveManager',
    address: '0x7bcb64b2c9206a5b699ed43363f6f98d4776cf5a',
    declarations: [
      'event BatchUpdated(address indexed _interestBatchManager, uint8 _operation, uint256 _debt, uint256 _coll, uint256 _annualInterestRate, uint256 _annualManagementFee, uint256 _totalDebtShares, uint256 _debtIncreaseFromUpfrontFee)',
      'event BatchedTroveUpdated(uint256 indexed _troveId, address _interestBatchManager, uint256 _batchDebtShares, uint256 _coll, uint256 _stake, uint256 _snapshotOfTotalCollRedist, uint256 _snapshotOfTotalDebtRedist)',
      'event TroveOperation(uint256 indexed _troveId, uint8 _operation, uint256 _annualInterestRate, uint256 _debtIncreaseFromRedist, uint256 _debtIncreaseFromUpfrontFee, int256 _debtChangeFromOperation, uint256 _collIncreaseFromRedist, int256 _collChangeFromOperation)',
      'event TroveUpdated(uint256 indexed _troveId, uint256 _debt, uint256 _coll, uint256 _stake, uint256 _annualInterestRate, uint256 _snapshotOfTotalCollRedist, uint256 _snapshotOfTotalDebtRedist)',
    ],
  },
  {
    // 1inch/st1inch@18eb9cdb, deployments/mainnet/St1inch.json: staked 1INCH. Its deposit(amount, duration) shares its
    // selector with a MasterChef farm's deposit(pid, amount), which keeps it.
    contract: '1inch St1inch',
    address: '0x9a0c8ff858d273f57072d714bca7411d717501d7',
    declarations: [
      'function addPod(address pod)',
      'function depositFor(address account, uint256 amount)',
      'function depositForWithPermit(address account, uint256 amount, bytes permit)',
      'function depositWithPermit(uint256 amount, uint256 duration, bytes permit)',
      'function earlyWithdraw(uint256 minReturn, uint256 maxLoss)',
      'function earlyWithdrawTo(address to, uint256 minReturn, uint256 maxLoss)',
      'function removeAllPods()',
      'function removePod(address pod)',
      'function withdraw()',
      'function withdrawTo(address to)',
      'event PodAdded(address account, address pod)',
      'event PodRemoved(address account, address pod)',
    ],
  },
  {
    // pickle-finance/protocol@f30dc964, src/pickle-jar.sol and src/dill/gauge-proxy.sol (pJar 0c; pickle-finance/pf-core JarsAndFarms.ts).
    contract: 'Pickle jar',
    address: '0x1bb74b5ddc1f4fc91d6f9e7906cf68bc93538e33',
    declarations: ['function withdrawAll()', 'function depositFor(uint256 amount, address account)'],
  },
  {
    // harvest-finance/harvest@14420a44, contracts/RewardPool.sol (NoMintRewardPool; the README's staking contracts).
    contract: 'Harvest reward pool',
    address: '0x4f7c28ccb0f1dbd1388209c67eec234273c878bd',
    declarations: [
      'event RewardDenied(address indexed user, uint256 reward)',
      'event SmartContractRecorded(address indexed smartContractAddress, address indexed smartContractInitiator)',
      'event Migrated(address indexed account, uint256 legacyShare, uint256 newShare)',
    ],
  },
  {
    // debridge-finance/dln-contracts@d54e94f2, contracts/DLN/DlnSource.sol and libraries/DlnOrderLib.sol (the README's addresses, the same on every chain).
    contract: 'deBridge DlnSource',
    address: '0xef4fb24ad0916217251f553c0596f8edc630eb66',
    declarations: [
      'function createOrder((address giveTokenAddress, uint256 giveAmount, bytes takeTokenAddress, uint256 takeAmount, uint256 takeChainId, bytes receiverDst, address givePatchAuthoritySrc, bytes orderAuthorityAddressDst, bytes allowedTakerDst, bytes externalCall, bytes allowedCancelBeneficiarySrc) _orderCreation, bytes _affiliateFee, uint32 _referralCode, bytes _permitEnvelope) payable returns (bytes32)',
      'function createSaltedOrder((address giveTokenAddress, uint256 giveAmount, bytes takeTokenAddress, uint256 takeAmount, uint256 takeChainId, bytes receiverDst, address givePatchAuthoritySrc, bytes orderAuthorityAddressDst, bytes allowedTakerDst, bytes externalCall, bytes allowedCancelBeneficiarySrc) _orderCreation, uint64 _salt, bytes _affiliateFee, uint32 _referralCode, bytes _permitEnvelope, bytes _metadata) payable returns (bytes32)',
      'function patchOrderGive((uint64 makerOrderNonce, bytes makerSrc, uint256 giveChainId, bytes giveTokenAddress, uint256 giveAmount, uint256 takeChainId, bytes takeTokenAddress, uint256 takeAmount, bytes receiverDst, bytes givePatchAuthoritySrc, bytes orderAuthorityAddressDst, bytes allowedTakerDst, bytes allowedCancelBeneficiarySrc, bytes externalCall) _order, uint256 _addGiveAmount, bytes _permitEnvelope) payable',
      'function claimUnlock(bytes32 _orderId, address _beneficiary)',
      'function claimBatchUnlock(bytes32[] _orderIds, address _beneficiary)',
      'function claimCancel(bytes32 _orderId, address _beneficiary)',
      'function claimBatchCancel(bytes32[] _orderIds, address _beneficiary)',
      'function withdrawUnclaimedAffiliateFees(address[] _tokens, address _beneficiary)',
      'event CreatedOrder((uint64 makerOrderNonce, bytes makerSrc, uint256 giveChainId, bytes giveTokenAddress, uint256 giveAmount, uint256 takeChainId, bytes takeTokenAddress, uint256 takeAmount, bytes receiverDst, bytes givePatchAuthoritySrc, bytes orderAuthorityAddressDst, bytes allowedTakerDst, bytes allowedCancelBeneficiarySrc, bytes externalCall) order, bytes32 orderId, bytes affiliateFee, uint256 nativeFixFee, uint256 percentFee, uint32 referralCode, bytes metadata)',
      'event IncreasedGiveAmount(bytes32 orderId, uint256 orderGiveFinalAmount, uint256 finalPercentFee)',
      'event AffiliateFeePaid(bytes32 _orderId, address beneficiary, uint256 affiliateFee, address giveTokenAddress)',
      'event ClaimedUnlock(bytes32 orderId, address beneficiary, uint256 giveAmount, address giveTokenAddress)',
      'event ClaimedOrderCancel(bytes32 orderId, address beneficiary, uint256 paidAmount, address giveTokenAddress)',
      'event UnexpectedOrderStatusForClaim(bytes32 orderId, uint8 status, address beneficiary)',
      'event CriticalMismatchChainId(bytes32 orderId, address beneficiary, uint256 takeChainId, uint256 submissionChainIdFrom)',
      'event UnclaimedAffiliateFees(bytes32 orderId, address token, uint256 amount)',
    ],
  },
  {
    // debridge-finance/dln-contracts@d54e94f2, contracts/DLN/DlnDestination.sol.
    contract: 'deBridge DlnDestination',
    address: '0xe7351fd770a37282b91d153ee690b63579d6dd7f',
    declarations: [
      'function fulfillOrder((uint64 makerOrderNonce, bytes makerSrc, uint256 giveChainId, bytes giveTokenAddress, uint256 giveAmount, uint256 takeChainId, bytes takeTokenAddress, uint256 takeAmount, bytes receiverDst, bytes givePatchAuthoritySrc, bytes orderAuthorityAddressDst, bytes allowedTakerDst, bytes allowedCancelBeneficiarySrc, bytes externalCall) _order, uint256 _fulFillAmount, bytes32 _orderId, bytes _permitEnvelope, address _unlockAuthority) payable',
      'function fulfillOrder((uint64 makerOrderNonce, bytes makerSrc, uint256 giveChainId, bytes giveTokenAddress, uint256 giveAmount, uint256 takeChainId, bytes takeTokenAddress, uint256 takeAmount, bytes receiverDst, bytes givePatchAuthoritySrc, bytes orderAuthorityAddressDst, bytes allowedTakerDst, bytes allowedCancelBeneficiarySrc, bytes externalCall) _order, uint256 _fulFillAmount, bytes32 _orderId, bytes _permitEnvelope, address _unlockAuthority, address _externalCallRewardBeneficiary) payable',
      'function sendEvmUnlock(bytes32 _orderId, address _beneficiary, uint256 _executionFee) payable',
      'function sendBatchEvmUnlock(bytes32[] _orderIds, address _beneficiary, uint256 _executionFee) payable',
      'function sendSolanaUnlock((uint64 makerOrderNonce, bytes makerSrc, uint256 giveChainId, bytes giveTokenAddress, uint256 giveAmount, uint256 takeChainId, bytes takeTokenAddress, uint256 takeAmount, bytes receiverDst, bytes givePatchAuthoritySrc, bytes orderAuthorityAddressDst, bytes allowedTakerDst, bytes allowedCancelBeneficiarySrc, bytes externalCall) _order, bytes32 _beneficiary, uint256 _executionFee, uint64 _initWalletIfNeededInstructionReward, uint64 _claimUnlockInstructionReward) payable',
      'function sendBatchSolanaUnlock((uint64 makerOrderNonce, bytes makerSrc, uint256 giveChainId, bytes giveTokenAddress, uint256 giveAmount, uint256 takeChainId, bytes takeTokenAddress, uint256 takeAmount, bytes receiverDst, bytes givePatchAuthoritySrc, bytes orderAuthorityAddressDst, bytes allowedTakerDst, bytes allowedCancelBeneficiarySrc, bytes externalCall)[] _orders, bytes32 _beneficiary, uint256 _executionFee, uint64 _initWalletIfNeededInstructionReward, uint64 _claimUnlockInstructionReward) payable',
      'function sendEvmOrderCancel((uint64 makerOrderNonce, bytes makerSrc, uint256 giveChainId, bytes giveTokenAddress, uint256 giveAmount, uint256 takeChainId, bytes takeTokenAddress, uint256 takeAmount, bytes receiverDst, bytes givePatchAuthoritySrc, bytes orderAuthorityAddressDst, bytes allowedTakerDst, bytes allowedCancelBeneficiarySrc, bytes externalCall) _order, address _cancelBeneficiary, uint256 _executionFee) payable',
      'function sendSolanaOrderCancel((uint64 makerOrderNonce, bytes makerSrc, uint256 giveChainId, bytes giveTokenAddress, uint256 giveAmount, uint256 takeChainId, bytes takeTokenAddress, uint256 takeAmount, bytes receiverDst, bytes givePatchAuthoritySrc, bytes orderAuthorityAddressDst, bytes allowedTakerDst, bytes allowedCancelBeneficiarySrc, bytes externalCall) _order, bytes32 _cancelBeneficiary, uint256 _executionFee, uint64 _initWalletIfNeededInstructionReward, uint64 _claimCancelInstructionReward) payable',
      'function patchOrderTake((uint64 makerOrderNonce, bytes makerSrc, uint256 giveChainId, bytes giveTokenAddress, uint256 giveAmount, uint256 takeChainId, bytes takeTokenAddress, uint256 takeAmount, bytes receiverDst, bytes givePatchAuthoritySrc, bytes orderAuthorityAddressDst, bytes allowedTakerDst, bytes allowedCancelBeneficiarySrc, bytes externalCall) _order, uint256 _newSubtrahend)',
      'event FulfilledOrder((uint64 makerOrderNonce, bytes makerSrc, uint256 giveChainId, bytes giveTokenAddress, uint256 giveAmount, uint256 takeChainId, bytes takeTokenAddress, uint256 takeAmount, bytes receiverDst, bytes givePatchAuthoritySrc, bytes orderAuthorityAddressDst, bytes allowedTakerDst, bytes allowedCancelBeneficiarySrc, bytes externalCall) order, bytes32 orderId, address sender, address unlockAuthority)',
      'event DecreasedTakeAmount(bytes32 orderId, uint256 orderTakeFinalAmount)',
      'event SentOrderCancel((uint64 makerOrderNonce, bytes makerSrc, uint256 giveChainId, bytes giveTokenAddress, uint256 giveAmount, uint256 takeChainId, bytes takeTokenAddress, uint256 takeAmount, bytes receiverDst, bytes givePatchAuthoritySrc, bytes orderAuthorityAddressDst, bytes allowedTakerDst, bytes allowedCancelBeneficiarySrc, bytes externalCall) order, bytes32 orderId, bytes cancelBeneficiary, bytes32 submissionId)',
      'event SentOrderUnlock(bytes32 orderId, bytes beneficiary, bytes32 submissionId)',
    ],
  },
  {
    // debridge-finance/debridge-contracts-v1 v4.2.1.1 (d3043c30), contracts/transfers/DeBridgeGate.sol; its `Claimed` also as @debridge-finance/dln-client 8.3.6 declares it, with autoParams a tuple.
    contract: 'deBridge DeBridgeGate',
    address: '0x43de2d77bf8027e25dbd179b491e8d64f38398aa',
    declarations: [
      'function send(address _tokenAddress, uint256 _amount, uint256 _chainIdTo, bytes _receiver, bytes _permitEnvelope, bool _useAssetFee, uint32 _referralCode, bytes _autoParams) payable returns (bytes32 submissionId)',
      'function sendMessage(uint256 _chainIdTo, bytes _targetContractAddress, bytes _targetContractCalldata) payable returns (bytes32 submissionId)',
      'function sendMessage(uint256 _chainIdTo, bytes _targetContractAddress, bytes _targetContractCalldata, uint256 _flags, uint32 _referralCode) payable returns (bytes32 submissionId)',
      'function claim(bytes32 _debridgeId, uint256 _amount, uint256 _chainIdFrom, address _receiver, uint256 _nonce, bytes _signatures, bytes _autoParams)',
      'event Sent(bytes32 submissionId, bytes32 indexed debridgeId, uint256 amount, bytes receiver, uint256 nonce, uint256 indexed chainIdTo, uint32 referralCode, (uint256 receivedAmount, uint256 fixFee, uint256 transferFee, bool useAssetFee, bool isNativeToken) feeParams, bytes autoParams, address nativeSender)',
      'event Claimed(bytes32 submissionId, bytes32 indexed debridgeId, uint256 amount, address indexed receiver, uint256 nonce, uint256 indexed chainIdFrom, bytes autoParams, bool isNativeToken)',
      'event MonitoringSendEvent(bytes32 submissionId, uint256 nonce, uint256 lockedOrMintedAmount, uint256 totalSupply)',
      'event MonitoringClaimEvent(bytes32 submissionId, uint256 lockedOrMintedAmount, uint256 totalSupply)',
      'event Claimed(bytes32 submissionId, bytes32 indexed debridgeId, uint256 amount, address indexed receiver, uint256 nonce, uint256 indexed chainIdFrom, (uint256 executionFee, uint256 flags, address fallbackAddress, bytes data, bytes nativeSender) autoParams, bool isNativeToken)',
    ],
  },
  {
    // relayprotocol/relay-periphery@b0357856, src/receiver/RelayReceiver.sol.
    contract: 'Relay receiver',
    address: '0xa5f565650890fba1824ee0f21ebbbf660a179934',
    declarations: [
      'function forward(bytes data) payable',
      'function makeCalls((address to, bytes data, uint256 value)[] calls) payable',
      'event FundsForwardedWithData(bytes data)',
    ],
  },
  {
    // relayprotocol/relay-periphery@b0357856, src/v3/RelayRouterV3.sol, src/common/Multicall3.sol (deployments/v3/addresses.json).
    contract: 'Relay RelayRouterV3',
    address: '0xb92fe925dc43a0ecde6c8b1a2709c170ec4fff4f',
    declarations: [
      'function multicall((address target, bool allowFailure, uint256 value, bytes callData)[] calls, address refundTo, address nftRecipient, bytes metadata) payable returns ((bool success, bytes returnData)[] returnData)',
      'function cleanupErc20s(address[] tokens, address[] recipients, uint256[] amounts, bytes metadata)',
      'function cleanupErc20sViaCall(address[] tokens, address[] tos, bytes[] datas, uint256[] amounts)',
      'function cleanupNative(uint256 amount, address recipient, bytes metadata)',
      'function cleanupNativeViaCall(uint256 amount, address to, bytes data)',
      'event SolverNativeTransfer(address to, uint256 amount)',
      'event FundsMovement(address from, address to, address currency, uint256 amount, bytes metadata)',
      'event SolverCallExecuted(address to, bytes data, uint256 amount)',
    ],
  },
  {
    // relayprotocol/relay-periphery@b0357856, src/v3/RelayApprovalProxyV3.sol, src/common/Permits.sol.
    contract: 'Relay RelayApprovalProxyV3',
    address: '0xccc88a9d1b4ed6b0eaba998850414b24f1c315be',
    declarations: [
      'function transferAndMulticall(address[] tokens, uint256[] amounts, (address target, bool allowFailure, uint256 value, bytes callData)[] calls, address refundTo, address nftRecipient, bytes metadata) payable returns ((bool success, bytes returnData)[] returnData)',
      'function permitTransferAndMulticall((address token, address owner, uint256 value, uint256 nonce, uint256 deadline, uint8 v, bytes32 r, bytes32 s)[] permits, (address target, bool allowFailure, uint256 value, bytes callData)[] calls, address refundTo, address nftRecipient, bytes metadata) payable returns ((bool success, bytes returnData)[] returnData)',
      'function permit2TransferAndMulticall(address user, ((address token, uint256 amount)[] permitted, uint256 nonce, uint256 deadline) permit, (address target, bool allowFailure, uint256 value, bytes callData)[] calls, address refundTo, address nftRecipient, bytes metadata, bytes permitSignature) payable returns ((bool success, bytes returnData)[] returnData)',
      'function permit3009TransferAndMulticall((address from, uint256 value, uint256 validAfter, uint256 validBefore, uint8 v, bytes32 r, bytes32 s)[] permits, address[] tokens, (address target, bool allowFailure, uint256 value, bytes callData)[] calls, address refundTo, address nftRecipient, bytes metadata) payable returns ((bool success, bytes returnData)[] returnData)',
      'event FundsMovement(address from, address to, address currency, uint256 amount, bytes metadata)',
    ],
  },
  {
    // relayprotocol/relay-depository@8c46f72d, packages/ethereum-vm/src/RelayDepository.sol (deployments/addresses.prod.json).
    contract: 'Relay depository',
    address: '0x4cd00e387622c35bddb9b4c962c136462338bc31',
    declarations: [
      'function depositNative(address depositor, bytes32 id) payable',
      'function depositErc20(address depositor, address token, uint256 amount, bytes32 id)',
      'function depositErc20(address depositor, address token, bytes32 id)',
      'function execute(((address to, bytes data, uint256 value, bool allowFailure)[] calls, uint256 nonce, uint256 expiration) request, bytes signature) returns ((bool success, bytes returnData)[] results)',
      'event RelayNativeDeposit(address from, uint256 amount, bytes32 id)',
      'event RelayErc20Deposit(address from, address token, uint256 amount, bytes32 id)',
      'event RelayCallExecuted(bytes32 id, (address to, bytes data, uint256 value, bool allowFailure) call)',
    ],
  },
  {
    // 0xPolygonHermez/zkevm-contracts@4912f4b6, compiled-contracts/PolygonZkEVMBridgeV2.json and contracts/v2/PolygonZkEVMBridgeV2.sol: the Agglayer's unified bridge (the README's address).
    contract: 'Polygon zkEVM bridge (Agglayer)',
    address: '0x2a3dd3eb832af982ec71669e178424b10dca2ede',
    declarations: [
      'function bridgeAsset(uint32 destinationNetwork, address destinationAddress, uint256 amount, address token, bool forceUpdateGlobalExitRoot, bytes permitData) payable',
      'function bridgeMessage(uint32 destinationNetwork, address destinationAddress, bool forceUpdateGlobalExitRoot, bytes metadata) payable',
      'function bridgeMessageWETH(uint32 destinationNetwork, address destinationAddress, uint256 amountWETH, bool forceUpdateGlobalExitRoot, bytes metadata)',
      'function claimAsset(bytes32[32] smtProofLocalExitRoot, bytes32[32] smtProofRollupExitRoot, uint256 globalIndex, bytes32 mainnetExitRoot, bytes32 rollupExitRoot, uint32 originNetwork, address originTokenAddress, uint32 destinationNetwork, address destinationAddress, uint256 amount, bytes metadata)',
      'function claimMessage(bytes32[32] smtProofLocalExitRoot, bytes32[32] smtProofRollupExitRoot, uint256 globalIndex, bytes32 mainnetExitRoot, bytes32 rollupExitRoot, uint32 originNetwork, address originAddress, uint32 destinationNetwork, address destinationAddress, uint256 amount, bytes metadata)',
      'function updateGlobalExitRoot()',
      'event BridgeEvent(uint8 leafType, uint32 originNetwork, address originAddress, uint32 destinationNetwork, address destinationAddress, uint256 amount, bytes metadata, uint32 depositCount)',
      'event ClaimEvent(uint256 globalIndex, uint32 originNetwork, address originAddress, address destinationAddress, uint256 amount)',
      'event NewWrappedToken(uint32 originNetwork, address originTokenAddress, address wrappedTokenAddress, bytes metadata)',
    ],
  },
  {
    // smartcontractkit/libocr@0a5e2f90, contract2/OCR2Aggregator.sol; transmit and Transmitted as @chainlink/contracts 1.4.0 abi/v0.8/OCR2Abstract.json declares them: the aggregator behind the ETH/USD feed's proxy.
    contract: 'Chainlink OCR2 aggregator (ETH/USD)',
    address: '0xe62b71cf983019bff55bc83b48601ce8419650cc',
    declarations: [
      'function transmit(bytes32[3] reportContext, bytes report, bytes32[] rs, bytes32[] ss, bytes32 rawVs)',
      'event Transmitted(bytes32 configDigest, uint32 epoch)',
      'event NewTransmission(uint32 indexed aggregatorRoundId, int192 answer, address transmitter, uint32 observationsTimestamp, int192[] observations, bytes observers, int192 juelsPerFeeCoin, bytes32 configDigest, uint40 epochAndRound)',
      'event AnswerUpdated(int256 indexed current, uint256 indexed roundId, uint256 updatedAt)',
      'event NewRound(uint256 indexed roundId, address indexed startedBy, uint256 startedAt)',
    ],
  },
  {
    // smartcontractkit/libocr@0a5e2f90, contract/OffchainAggregator.sol: the former ETH/USD aggregator.
    contract: 'Chainlink OCR1 aggregator',
    address: '0x37bc7498f4ff12c19678ee8fe19d713b87f6a9e6',
    declarations: [
      'function transmit(bytes _report, bytes32[] _rs, bytes32[] _ss, bytes32 _rawVs)',
      'event NewTransmission(uint32 indexed aggregatorRoundId, int192 answer, address transmitter, int192[] observations, bytes observers, bytes32 rawReportContext)',
    ],
  },
  {
    // @chainlink/contracts 1.4.0, abi/v0.8/KeeperRegistry2_1.json.
    contract: 'Chainlink Automation registry 2.1',
    address: '0x6593c7de001fc8542bb1703532ee1e5aa0d458fd',
    declarations: [
      'function transmit(bytes32[3] reportContext, bytes rawReport, bytes32[] rs, bytes32[] ss, bytes32 rawVs)',
      'event UpkeepPerformed(uint256 indexed id, bool indexed success, uint96 totalPayment, uint256 gasUsed, uint256 gasOverhead, bytes trigger)',
      'event Transmitted(bytes32 configDigest, uint32 epoch)',
    ],
  },
  {
    // @pythnetwork/pyth-sdk-solidity 4.3.1, abis/IPyth.json (the address from pyth-network/documentation, evm.mdx).
    contract: 'Pyth',
    address: '0xff1a0f4744e8582df1ae09d5611b887b6a12925c',
    explorer: 'https://arbiscan.io',
    declarations: [
      'function updatePriceFeeds(bytes[] updateData) payable',
      'function updatePriceFeedsIfNecessary(bytes[] updateData, bytes32[] priceIds, uint64[] publishTimes) payable',
      'function parsePriceFeedUpdates(bytes[] updateData, bytes32[] priceIds, uint64 minPublishTime, uint64 maxPublishTime) payable returns ((bytes32 id, (int64 price, uint64 conf, int32 expo, uint256 publishTime) price, (int64 price, uint64 conf, int32 expo, uint256 publishTime) emaPrice)[] priceFeeds)',
      'function parsePriceFeedUpdatesUnique(bytes[] updateData, bytes32[] priceIds, uint64 minPublishTime, uint64 maxPublishTime) payable returns ((bytes32 id, (int64 price, uint64 conf, int32 expo, uint256 publishTime) price, (int64 price, uint64 conf, int32 expo, uint256 publishTime) emaPrice)[] priceFeeds)',
      'event PriceFeedUpdate(bytes32 indexed id, uint64 publishTime, int64 price, uint64 conf)',
      'event TwapPriceFeedUpdate(bytes32 indexed id, uint64 startTime, uint64 endTime, int64 twapPrice, uint64 twapConf, uint32 downSlotsRatio)',
    ],
  },
  {
    // symbiosis-finance/core-contracts@3932a626, contracts/synth-core/metarouter/MetaRouter.sol (js-sdk src/crosschain/config/mainnet.ts).
    contract: 'Symbiosis MetaRouter',
    address: '0xf621fb08bbe51af70e7e0f4ea63496894166ff7f',
    declarations: [
      'function metaRoute((bytes firstSwapCalldata, bytes secondSwapCalldata, address[] approvedTokens, address firstDexRouter, address secondDexRouter, uint256 amount, bool nativeIn, address relayRecipient, bytes otherSideCalldata) _metarouteTransaction) payable',
      'event TransitTokenSent(address to, uint256 amount, address token)',
    ],
  },
  {
    // symbiosis-finance/core-contracts@3932a626, contracts/synth-core/Portal.sol.
    contract: 'Symbiosis Portal',
    address: '0xb8f275fbf7a959f4bce59999a2ef122a099e81a8',
    declarations: [
      'event SynthesizeRequest(bytes32 id, address indexed from, uint256 indexed chainID, address indexed revertableAddress, address to, uint256 amount, address token)',
      'event ClientIdLog(bytes32 requestId, bytes32 indexed clientId)',
    ],
  },
  {
    // symbiosis-finance/core-contracts@3932a626, contracts/synth-core/bridge/BridgeV2.sol.
    contract: 'Symbiosis BridgeV2',
    address: '0x5523985926aa12ba58dc5ad00ddca99678d7227e',
    declarations: ['event OracleRequest(address bridge, bytes callData, address receiveSide, address oppositeBridge, uint256 chainId)'],
  },
  {
    // oo-00/Votium@af63fd21, contracts/MultiMerkleStash.sol: the stash its StashController calls.
    contract: 'Votium MultiMerkleStash',
    address: '0x378ba9b73309be80bf4c2c027aad799766a7ed5a',
    declarations: [
      'function claim(address token, uint256 index, address account, uint256 amount, bytes32[] merkleProof)',
      'function claimMulti(address account, (address token, uint256 index, uint256 amount, bytes32[] merkleProof)[] claims)',
      'function isClaimed(address token, uint256 index) view returns (bool)',
      'event Claimed(address indexed token, uint256 index, uint256 amount, address indexed account, uint256 indexed update)',
      'event MerkleRootUpdated(address indexed token, bytes32 indexed merkleRoot, uint256 indexed update)',
    ],
  },
  {
    // hedgey-finance/Locked_VestingTokenPlans@91b4c17f (the production build its README names), contracts/VestingPlans/TokenVestingPlans.sol.
    contract: 'Hedgey TokenVestingPlans',
    address: '0x2cde9919e81b20b4b33dd562a48a84b54c48f00c',
    declarations: [
      'function createPlan(address recipient, address token, uint256 amount, uint256 start, uint256 cliff, uint256 rate, uint256 period, address vestingAdmin, bool adminTransferOBO) returns (uint256 newPlanId)',
      'function redeemPlans(uint256[] planIds)',
      'function partialRedeemPlans(uint256[] planIds, uint256 redemptionTime)',
      'function redeemAllPlans()',
      'function revokePlans(uint256[] planIds)',
      'function futureRevokePlans(uint256[] planIds, uint256 revokeTime)',
      'function changeVestingPlanAdmin(uint256 planId, address newVestingAdmin)',
      'function delegate(uint256 planId, address delegatee)',
      'function delegatePlans(uint256[] planIds, address[] delegatees)',
      'function delegateAll(address token, address delegatee)',
      'function toggleAdminTransferOBO(uint256 planId, bool transferrable)',
      'event PlanCreated(uint256 indexed id, address indexed recipient, address indexed token, uint256 amount, uint256 start, uint256 cliff, uint256 end, uint256 rate, uint256 period, address vestingAdmin, bool adminTransferOBO)',
      'event PlanRedeemed(uint256 indexed id, uint256 amountRedeemed, uint256 planRemainder, uint256 resetDate)',
      'event PlanRevoked(uint256 indexed id, uint256 amountRedeemed, uint256 revokedAmount)',
      'event VestingPlanAdminChanged(uint256 indexed id, address _newVestingAdmin)',
      'event PlanTransferredByVestingAdmin(uint256 indexed id, address indexed from, address indexed to)',
      'event PlanVestingAdminTransferToggle(uint256 indexed id, bool transferable)',
      'event TokenDelegated(uint256 indexed tokenId, address indexed delegate)',
      'event DelegateRemoved(uint256 indexed tokenId, address indexed delegate)',
    ],
  },
  {
    // hedgey-finance/Locked_VestingTokenPlans@91b4c17f, contracts/LockupPlans/TokenLockupPlans.sol.
    contract: 'Hedgey TokenLockupPlans',
    address: '0x1961a23409ca59eedca6a99c97e4087dad752486',
    declarations: [
      'function createPlan(address recipient, address token, uint256 amount, uint256 start, uint256 cliff, uint256 rate, uint256 period) returns (uint256 newPlanId)',
      'function redeemPlans(uint256[] planIds)',
      'function partialRedeemPlans(uint256[] planIds, uint256 redemptionTime)',
      'function redeemAllPlans()',
      'function segmentPlan(uint256 planId, uint256[] segmentAmounts) returns (uint256[] newPlanIds)',
      'function segmentAndDelegatePlans(uint256 planId, uint256[] segmentAmounts, address[] delegatees) returns (uint256[] newPlanIds)',
      'function combinePlans(uint256 planId0, uint256 planId1) returns (uint256 survivingPlanId)',
      'function delegate(uint256 planId, address delegatee)',
      'function delegatePlans(uint256[] planIds, address[] delegatees)',
      'function delegateAll(address token, address delegatee)',
      'function transferAndDelegate(uint256 planId, address from, address to)',
      'event PlanCreated(uint256 indexed id, address indexed recipient, address indexed token, uint256 amount, uint256 start, uint256 cliff, uint256 end, uint256 rate, uint256 period)',
      'event PlanRedeemed(uint256 indexed id, uint256 amountRedeemed, uint256 planRemainder, uint256 resetDate)',
      'event PlanSegmented(uint256 indexed id, uint256 indexed segmentId, uint256 newPlanAmount, uint256 newPlanRate, uint256 segmentAmount, uint256 segmentRate, uint256 start, uint256 cliff, uint256 period, uint256 newPlanEnd, uint256 segmentEnd)',
      'event PlansCombined(uint256 indexed id0, uint256 indexed id1, uint256 indexed survivingId, uint256 amount, uint256 rate, uint256 start, uint256 cliff, uint256 period, uint256 end)',
      'event TokenDelegated(uint256 indexed tokenId, address indexed delegate)',
      'event DelegateRemoved(uint256 indexed tokenId, address indexed delegate)',
    ],
  },
  {
    // hedgey-finance/Locked_VestingTokenPlans@91b4c17f, contracts/LockupPlans/VotingTokenLockupPlans.sol and sharedContracts/PlanDelegator.sol (which every plan contract inherits).
    contract: 'Hedgey VotingTokenLockupPlans',
    address: '0x73cd8626b3cd47b009e68380720cfe6679a3ec3d',
    declarations: [
      'function setupVoting(uint256 planId) returns (address votingVault)',
      'event VotingVaultCreated(uint256 indexed id, address vaultAddress)',
      'function approveDelegator(address delegator, uint256 planId)',
      'function approveSpenderDelegator(address spender, uint256 planId)',
      'function setApprovalForAllDelegation(address operator, bool approved)',
      'function setApprovalForOperator(address operator, bool approved)',
      'event DelegatorApproved(uint256 indexed id, address owner, address delegator)',
      'event ApprovalForAllDelegation(address owner, address operator, bool approved)',
    ],
  },
  {
    // hedgey-finance/DelegatedTokenClaims@70279a31: its claim campaigns (README).
    contract: 'Hedgey DelegatedClaimCampaigns',
    address: '0x5ae97e4770b7034c7ca99ab7edc26a18a23cb412',
    declarations: [
      'function claim(bytes16 campaignId, bytes32[] proof, uint256 claimAmount)',
      'function claimMultiple(bytes16[] campaignIds, bytes32[][] proofs, uint256[] claimAmounts)',
      'function claimWithSig(bytes16 campaignId, bytes32[] proof, address claimer, uint256 claimAmount, (uint256 nonce, uint256 expiry, uint8 v, bytes32 r, bytes32 s) claimSignature)',
      'function claimMultipleWithSig(bytes16[] campaignIds, bytes32[][] proofs, address claimer, uint256[] claimAmounts, (uint256 nonce, uint256 expiry, uint8 v, bytes32 r, bytes32 s) claimSignature)',
      'function claimAndDelegate(bytes16 campaignId, bytes32[] proof, uint256 claimAmount, address delegatee, (uint256 nonce, uint256 expiry, uint8 v, bytes32 r, bytes32 s) delegationSignature)',
      'function claimAndDelegateWithSig(bytes16 campaignId, bytes32[] proof, address claimer, uint256 claimAmount, (uint256 nonce, uint256 expiry, uint8 v, bytes32 r, bytes32 s) claimSignature, address delegatee, (uint256 nonce, uint256 expiry, uint8 v, bytes32 r, bytes32 s) delegationSignature)',
      'function createUnlockedCampaign(bytes16 id, (address manager, address token, uint256 amount, uint256 start, uint256 end, uint8 tokenLockup, bytes32 root, bool delegating) campaign, uint256 totalClaimers)',
      'function createLockedCampaign(bytes16 id, (address manager, address token, uint256 amount, uint256 start, uint256 end, uint8 tokenLockup, bytes32 root, bool delegating) campaign, (address tokenLocker, uint256 start, uint256 cliff, uint256 period, uint256 periods) claimLockup, address vestingAdmin, uint256 totalClaimers)',
      'function cancelCampaigns(bytes16[] campaignIds)',
      'event CampaignStarted(bytes16 indexed id, (address manager, address token, uint256 amount, uint256 start, uint256 end, uint8 tokenLockup, bytes32 root, bool delegating) campaign, uint256 totalClaimers)',
      'event ClaimLockupCreated(bytes16 indexed id, (address tokenLocker, uint256 start, uint256 cliff, uint256 period, uint256 periods) claimLockup)',
      'event CampaignCancelled(bytes16 indexed id)',
      'event LockedTokensClaimed(bytes16 indexed id, address indexed claimer, uint256 indexed tokenId, uint256 amountClaimed, uint256 amountRemaining)',
      'event UnlockedTokensClaimed(bytes16 indexed id, address indexed claimer, uint256 amountClaimed, uint256 amountRemaining)',
      'event Claimed(address indexed recipient, uint256 indexed amount)',
    ],
  },
  {
    // hedgey-finance/Locked_VestingTokenPlans@91b4c17f, contracts/Periphery/ClaimCampaigns.sol: the first claim campaigns, retired in 2024.
    contract: 'Hedgey ClaimCampaigns (2023)',
    address: '0xbc452fdc8f851d7c5b72e1fe74dfb63bb793d511',
    declarations: [
      'function claimTokens(bytes16 campaignId, bytes32[] proof, uint256 claimAmount)',
      'function cancelCampaign(bytes16 campaignId)',
      'function createUnlockedCampaign(bytes16 id, (address manager, address token, uint256 amount, uint256 end, uint8 tokenLockup, bytes32 root) campaign, (address tokenLocker, uint256 amount, uint256 rate, uint256 start, uint256 cliff, uint256 period) donation)',
      'function createLockedCampaign(bytes16 id, (address manager, address token, uint256 amount, uint256 end, uint8 tokenLockup, bytes32 root) campaign, (address tokenLocker, uint256 start, uint256 cliff, uint256 period, uint256 periods) claimLockup, (address tokenLocker, uint256 amount, uint256 rate, uint256 start, uint256 cliff, uint256 period) donation)',
      'event CampaignStarted(bytes16 indexed id, (address manager, address token, uint256 amount, uint256 end, uint8 tokenLockup, bytes32 root) campaign)',
      'event ClaimLockupCreated(bytes16 indexed id, (address tokenLocker, uint256 start, uint256 cliff, uint256 period, uint256 periods) claimLockup)',
      'event CampaignCancelled(bytes16 indexed id)',
      'event TokensClaimed(bytes16 indexed id, address indexed claimer, uint256 amountClaimed, uint256 amountRemaining)',
      'event TokensDonated(bytes16 indexed id, address donationCollector, address token, uint256 amount, address tokenLocker)',
    ],
  },
  {
    // PaladinFinance/Warden-Quest@5386267d, contracts/MultiMerkleDistributor.sol: the veCRV Quest Board's distributor (README; the others have the same code).
    contract: 'Paladin Quest MultiMerkleDistributor',
    address: '0x3682518b529e4404fb05250f9ad590c3218e5f9f',
    declarations: [
      'function claim(uint256 questID, uint256 period, uint256 index, address account, uint256 amount, bytes32[] merkleProof)',
      'function multiClaim(address account, (uint256 questID, uint256 period, uint256 index, uint256 amount, bytes32[] merkleProof)[] claims)',
      'function claimQuest(address account, uint256 questID, (uint256 questID, uint256 period, uint256 index, uint256 amount, bytes32[] merkleProof)[] claims)',
      'event Claimed(uint256 indexed questID, uint256 indexed period, uint256 index, uint256 amount, address rewardToken, address indexed account)',
      'event NewQuest(uint256 indexed questID, address rewardToken)',
      'event QuestPeriodUpdated(uint256 indexed questID, uint256 indexed period, bytes32 merkleRoot)',
    ],
  },
  {
    // @sablier/v2-core 1.2.0, artifacts/SablierV2LockupLinear.json.
    contract: 'Sablier V2 LockupLinear 1.2',
    address: '0x3962f6585946823440d274ad7c719b02b49de51e',
    declarations: [
      'function withdraw(uint256 streamId, address to, uint128 amount)',
      'function withdrawMax(uint256 streamId, address to) returns (uint128 withdrawnAmount)',
      'function withdrawMaxAndTransfer(uint256 streamId, address newRecipient) returns (uint128 withdrawnAmount)',
      'function withdrawMultiple(uint256[] streamIds, uint128[] amounts)',
      'function cancel(uint256 streamId)',
      'function cancelMultiple(uint256[] streamIds)',
      'function renounce(uint256 streamId)',
      'function burn(uint256 streamId)',
      'function createWithDurations((address sender, address recipient, uint128 totalAmount, address asset, bool cancelable, bool transferable, (uint40 cliff, uint40 total) durations, (address account, uint256 fee) broker) params) returns (uint256 streamId)',
      'function createWithTimestamps((address sender, address recipient, uint128 totalAmount, address asset, bool cancelable, bool transferable, (uint40 start, uint40 cliff, uint40 end) timestamps, (address account, uint256 fee) broker) params) returns (uint256 streamId)',
      'event AllowToHook(address indexed admin, address recipient)',
      'event CancelLockupStream(uint256 streamId, address indexed sender, address indexed recipient, address indexed asset, uint128 senderAmount, uint128 recipientAmount)',
      'event CreateLockupLinearStream(uint256 streamId, address funder, address indexed sender, address indexed recipient, (uint128 deposit, uint128 brokerFee) amounts, address indexed asset, bool cancelable, bool transferable, (uint40 start, uint40 cliff, uint40 end) timestamps, address broker)',
      'event RenounceLockupStream(uint256 indexed streamId)',
      'event SetNFTDescriptor(address indexed admin, address oldNFTDescriptor, address newNFTDescriptor)',
      'event TransferAdmin(address indexed oldAdmin, address indexed newAdmin)',
      'event WithdrawFromLockupStream(uint256 indexed streamId, address indexed to, address indexed asset, uint128 amount)',
    ],
  },
  {
    // @sablier/v2-core 1.2.0, artifacts/SablierV2LockupDynamic.json (with LockupLinear’s other calls).
    contract: 'Sablier V2 LockupDynamic 1.2',
    address: '0x9deabf7815b42bf4e9a03eec35a486ff74ee7459',
    declarations: [
      'function createWithDurations((address sender, address recipient, uint128 totalAmount, address asset, bool cancelable, bool transferable, (uint128 amount, uint64 exponent, uint40 duration)[] segments, (address account, uint256 fee) broker) params) returns (uint256 streamId)',
      'function createWithTimestamps((address sender, address recipient, uint128 totalAmount, address asset, bool cancelable, bool transferable, uint40 startTime, (uint128 amount, uint64 exponent, uint40 timestamp)[] segments, (address account, uint256 fee) broker) params) returns (uint256 streamId)',
      'event CreateLockupDynamicStream(uint256 streamId, address funder, address indexed sender, address indexed recipient, (uint128 deposit, uint128 brokerFee) amounts, address indexed asset, bool cancelable, bool transferable, (uint128 amount, uint64 exponent, uint40 timestamp)[] segments, (uint40 start, uint40 end) timestamps, address broker)',
    ],
  },
  {
    // @sablier/v2-core 1.2.0, artifacts/SablierV2LockupTranched.json (with LockupLinear’s other calls).
    contract: 'Sablier V2 LockupTranched 1.2',
    address: '0xf86b359035208e4529686a1825f2d5bee38c28a8',
    declarations: [
      'function createWithDurations((address sender, address recipient, uint128 totalAmount, address asset, bool cancelable, bool transferable, (uint128 amount, uint40 duration)[] tranches, (address account, uint256 fee) broker) params) returns (uint256 streamId)',
      'function createWithTimestamps((address sender, address recipient, uint128 totalAmount, address asset, bool cancelable, bool transferable, uint40 startTime, (uint128 amount, uint40 timestamp)[] tranches, (address account, uint256 fee) broker) params) returns (uint256 streamId)',
      'event CreateLockupTranchedStream(uint256 streamId, address funder, address indexed sender, address indexed recipient, (uint128 deposit, uint128 brokerFee) amounts, address indexed asset, bool cancelable, bool transferable, (uint128 amount, uint40 timestamp)[] tranches, (uint40 start, uint40 end) timestamps, address broker)',
    ],
  },
  {
    // @sablier/v2-core 1.0.2, artifacts/SablierV2LockupLinear.json and SablierV2LockupDynamic.json: what Lockup v1.0 declares otherwise.
    contract: 'Sablier V2 LockupLinear 1.0',
    address: '0xb10daee1fcf62243ae27776d7a92d39dc8740f95',
    declarations: [
      'event CancelLockupStream(uint256 indexed streamId, address indexed sender, address indexed recipient, uint128 senderAmount, uint128 recipientAmount)',
      'event CreateLockupDynamicStream(uint256 streamId, address funder, address indexed sender, address indexed recipient, (uint128 deposit, uint128 protocolFee, uint128 brokerFee) amounts, address indexed asset, bool cancelable, (uint128 amount, uint64 exponent, uint40 milestone)[] segments, (uint40 start, uint40 end) range, address broker)',
      'event CreateLockupLinearStream(uint256 streamId, address funder, address indexed sender, address indexed recipient, (uint128 deposit, uint128 protocolFee, uint128 brokerFee) amounts, address indexed asset, bool cancelable, (uint40 start, uint40 cliff, uint40 end) range, address broker)',
      'event WithdrawFromLockupStream(uint256 indexed streamId, address indexed to, uint128 amount)',
      'function createWithDeltas((address sender, bool cancelable, address recipient, uint128 totalAmount, address asset, (address account, uint256 fee) broker, (uint128 amount, uint64 exponent, uint40 delta)[] segments) params) returns (uint256 streamId)',
      'function createWithDurations((address sender, address recipient, uint128 totalAmount, address asset, bool cancelable, (uint40 cliff, uint40 total) durations, (address account, uint256 fee) broker) params) returns (uint256 streamId)',
      'function createWithMilestones((address sender, uint40 startTime, bool cancelable, address recipient, uint128 totalAmount, address asset, (address account, uint256 fee) broker, (uint128 amount, uint64 exponent, uint40 milestone)[] segments) params) returns (uint256 streamId)',
      'function createWithRange((address sender, address recipient, uint128 totalAmount, address asset, bool cancelable, (uint40 start, uint40 cliff, uint40 end) range, (address account, uint256 fee) broker) params) returns (uint256 streamId)',
      'function withdrawMultiple(uint256[] streamIds, address to, uint128[] amounts)',
    ],
  },
  {
    // @sablier/v2-periphery 1.2.0, artifacts/SablierV2MerkleLockupFactory.json and SablierV2MerkleLL.json: the factory and the airstream campaigns it clones.
    contract: 'Sablier V2 MerkleLockupFactory',
    address: '0xf35ab407cf28012ba57caf5ee2f6d6e4420253bc',
    declarations: [
      'function createMerkleLL((address asset, bool cancelable, uint40 expiration, address initialAdmin, string ipfsCID, bytes32 merkleRoot, string name, bool transferable) baseParams, address lockupLinear, (uint40 cliff, uint40 total) streamDurations, uint256 aggregateAmount, uint256 recipientCount) returns (address merkleLL)',
      'function createMerkleLT((address asset, bool cancelable, uint40 expiration, address initialAdmin, string ipfsCID, bytes32 merkleRoot, string name, bool transferable) baseParams, address lockupTranched, (uint64 unlockPercentage, uint40 duration)[] tranchesWithPercentages, uint256 aggregateAmount, uint256 recipientCount) returns (address merkleLT)',
      'event CreateMerkleLL(address indexed merkleLL, (address asset, bool cancelable, uint40 expiration, address initialAdmin, string ipfsCID, bytes32 merkleRoot, string name, bool transferable) baseParams, address lockupLinear, (uint40 cliff, uint40 total) streamDurations, uint256 aggregateAmount, uint256 recipientCount)',
      'event CreateMerkleLT(address indexed merkleLT, (address asset, bool cancelable, uint40 expiration, address initialAdmin, string ipfsCID, bytes32 merkleRoot, string name, bool transferable) baseParams, address lockupTranched, (uint64 unlockPercentage, uint40 duration)[] tranchesWithPercentages, uint256 totalDuration, uint256 aggregateAmount, uint256 recipientCount)',
      'function claim(uint256 index, address recipient, uint128 amount, bytes32[] merkleProof) returns (uint256 streamId)',
      'function clawback(address to, uint128 amount)',
      'event Claim(uint256 index, address indexed recipient, uint128 amount, uint256 indexed streamId)',
      'event Clawback(address indexed admin, address indexed to, uint128 amount)',
      'event TransferAdmin(address indexed oldAdmin, address indexed newAdmin)',
    ],
  },
  {
    // bgd-labs/aave-stk-v1-5@3dbba868, src/contracts/StakedTokenV3.sol and StakedAaveV3.sol; the events before v1.5 from the StakedTokenV2Rev4 copy in the repo.
    contract: 'Aave stkAAVE',
    address: '0x4da27a545c0c5b758a6ba100e3a049001de870f5',
    declarations: [
      'function stake(address to, uint256 amount)',
      'function stakeWithPermit(address from, uint256 amount, uint256 deadline, uint8 v, bytes32 r, bytes32 s)',
      'function cooldown()',
      'function cooldownOnBehalfOf(address from)',
      'function redeem(address to, uint256 amount)',
      'function redeemOnBehalf(address from, address to, uint256 amount)',
      'function claimRewards(address to, uint256 amount)',
      'function claimRewardsOnBehalf(address from, address to, uint256 amount) returns (uint256)',
      'function claimRewardsAndRedeem(address to, uint256 claimAmount, uint256 redeemAmount)',
      'function claimRewardsAndRedeemOnBehalf(address from, address to, uint256 claimAmount, uint256 redeemAmount)',
      'function claimRewardsAndStake(address to, uint256 amount) returns (uint256)',
      'function claimRewardsAndStakeOnBehalf(address from, address to, uint256 amount) returns (uint256)',
      'function returnFunds(uint256 amount)',
      'event Staked(address indexed from, address indexed to, uint256 assets, uint256 shares)',
      'event Redeem(address indexed from, address indexed to, uint256 assets, uint256 shares)',
      'event Cooldown(address indexed user, uint256 amount)',
      'event RewardsClaimed(address indexed from, address indexed to, uint256 amount)',
      'event RewardsAccrued(address user, uint256 amount)',
      'event FundsReturned(uint256 amount)',
      'event Slashed(address indexed destination, uint256 amount)',
      'event ExchangeRateChanged(uint216 exchangeRate)',
      'event CooldownSecondsChanged(uint256 cooldownSeconds)',
      'event AssetIndexUpdated(address indexed asset, uint256 index)',
      'event UserIndexUpdated(address indexed user, address indexed asset, uint256 index)',
      'event Staked(address indexed from, address indexed onBehalfOf, uint256 amount)',
      'event Redeem(address indexed from, address indexed to, uint256 amount)',
      'event Cooldown(address indexed user)',
    ],
  },
  {
    // convex-eth/platform@4f220383, contracts/contracts/BaseRewardPool.sol: pool 0’s rewards (contracts.json).
    contract: 'Convex BaseRewardPool',
    address: '0xf34dff761145ff0b05e917811d488b441f33a968',
    declarations: [
      'function stake(uint256 _amount) returns (bool)',
      'function stakeAll() returns (bool)',
      'function stakeFor(address _for, uint256 _amount) returns (bool)',
      'function withdraw(uint256 amount, bool claim) returns (bool)',
      'function withdrawAll(bool claim)',
      'function withdrawAndUnwrap(uint256 amount, bool claim) returns (bool)',
      'function withdrawAllAndUnwrap(bool claim)',
      'function getReward(address _account, bool _claimExtras) returns (bool)',
      'function getReward() returns (bool)',
      'event Staked(address indexed user, uint256 amount)',
      'event Withdrawn(address indexed user, uint256 amount)',
      'event RewardPaid(address indexed user, uint256 reward)',
      'event RewardAdded(uint256 reward)',
    ],
  },
  {
    // convex-eth/platform@4f220383, contracts/contracts/CvxLockerV2.sol (vlCVX).
    contract: 'Convex CvxLockerV2',
    address: '0x72a19342e8f1838460ebfccef09f6585e32db86e',
    declarations: [
      'function lock(address _account, uint256 _amount, uint256 _spendRatio)',
      'function processExpiredLocks(bool _relock)',
      'function withdrawExpiredLocksTo(address _withdrawTo)',
      'function kickExpiredLocks(address _account)',
      'function getReward(address _account, bool _stake)',
      'function getReward(address _account)',
      'function checkpointEpoch()',
      'event Staked(address indexed _user, uint256 indexed _epoch, uint256 _paidAmount, uint256 _lockedAmount, uint256 _boostedAmount)',
      'event Withdrawn(address indexed _user, uint256 _amount, bool _relocked)',
      'event KickReward(address indexed _user, address indexed _kicked, uint256 _reward)',
      'event RewardPaid(address indexed _user, address indexed _rewardsToken, uint256 _reward)',
      'event RewardAdded(address indexed _token, uint256 _reward)',
    ],
  },
  {
    // convex-eth/platform@4f220383, contracts/contracts/wrappers/CvxCrvStakingWrapper.sol (stkcvxCRV).
    contract: 'Convex CvxCrvStakingWrapper',
    address: '0xaa0c3f5f7dfd688c6e646f66cd2a6b66acdbe434',
    declarations: [
      'function deposit(uint256 _amount, address _to)',
      'function depositAndSetWeight(uint256 _amount, uint256 _weight)',
      'function stake(uint256 _amount, address _to)',
      'function stakeAndSetWeight(uint256 _amount, uint256 _weight)',
      'function stakeFor(address _to, uint256 _amount)',
      'function withdraw(uint256 _amount)',
      'function getReward(address _account)',
      'function getReward(address _account, address _forwardTo)',
      'function setRewardWeight(uint256 _weight)',
      'function user_checkpoint(address _account) returns (bool)',
      'event Deposited(address indexed _user, address indexed _account, uint256 _amount, bool _isCrv)',
      'event Withdrawn(address indexed _user, uint256 _amount)',
      'event RewardPaid(address indexed _user, address indexed _token, uint256 _amount, address _receiver)',
    ],
  },
  {
    // lidofinance/community-staking-module v1.0 (093a2a1e), src/CSModule.sol; v2.0 (27c1c797) changed lines from src/CSModule.sol.
    contract: 'Lido CSModule',
    address: '0xda7de2ecddfccc6c3af10108db212acbbf9ea83f',
    declarations: [
      'function addNodeOperatorETH(uint256 keysCount, bytes publicKeys, bytes signatures, (address managerAddress, address rewardAddress, bool extendedManagerPermissions) managementProperties, bytes32[] eaProof, address referrer) payable',
      'function addNodeOperatorStETH(uint256 keysCount, bytes publicKeys, bytes signatures, (address managerAddress, address rewardAddress, bool extendedManagerPermissions) managementProperties, (uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s) permit, bytes32[] eaProof, address referrer)',
      'function addNodeOperatorWstETH(uint256 keysCount, bytes publicKeys, bytes signatures, (address managerAddress, address rewardAddress, bool extendedManagerPermissions) managementProperties, (uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s) permit, bytes32[] eaProof, address referrer)',
      'function addValidatorKeysETH(uint256 nodeOperatorId, uint256 keysCount, bytes publicKeys, bytes signatures) payable',
      'function addValidatorKeysStETH(uint256 nodeOperatorId, uint256 keysCount, bytes publicKeys, bytes signatures, (uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s) permit)',
      'function addValidatorKeysWstETH(uint256 nodeOperatorId, uint256 keysCount, bytes publicKeys, bytes signatures, (uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s) permit)',
      'function depositETH(uint256 nodeOperatorId) payable',
      'function depositStETH(uint256 nodeOperatorId, uint256 stETHAmount, (uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s) permit)',
      'function depositWstETH(uint256 nodeOperatorId, uint256 wstETHAmount, (uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s) permit)',
      'function claimRewardsStETH(uint256 nodeOperatorId, uint256 stETHAmount, uint256 cumulativeFeeShares, bytes32[] rewardsProof)',
      'function claimRewardsWstETH(uint256 nodeOperatorId, uint256 wstETHAmount, uint256 cumulativeFeeShares, bytes32[] rewardsProof)',
      'function claimRewardsUnstETH(uint256 nodeOperatorId, uint256 stEthAmount, uint256 cumulativeFeeShares, bytes32[] rewardsProof)',
      'function proposeNodeOperatorManagerAddressChange(uint256 nodeOperatorId, address proposedAddress)',
      'function confirmNodeOperatorManagerAddressChange(uint256 nodeOperatorId)',
      'function proposeNodeOperatorRewardAddressChange(uint256 nodeOperatorId, address proposedAddress)',
      'function confirmNodeOperatorRewardAddressChange(uint256 nodeOperatorId)',
      'function resetNodeOperatorManagerAddress(uint256 nodeOperatorId)',
      'function changeNodeOperatorRewardAddress(uint256 nodeOperatorId, address newAddress)',
      'function removeKeys(uint256 nodeOperatorId, uint256 startIndex, uint256 keysCount)',
      'function normalizeQueue(uint256 nodeOperatorId)',
      'function compensateELRewardsStealingPenalty(uint256 nodeOperatorId) payable',
      'function cleanDepositQueue(uint256 maxItems) returns (uint256 removed, uint256 lastRemovedAtDepth)',
      'event NodeOperatorAdded(uint256 indexed nodeOperatorId, address indexed managerAddress, address indexed rewardAddress)',
      'event ReferrerSet(uint256 indexed nodeOperatorId, address indexed referrer)',
      'event TotalSigningKeysCountChanged(uint256 indexed nodeOperatorId, uint256 totalKeysCount)',
      'event DepositableSigningKeysCountChanged(uint256 indexed nodeOperatorId, uint256 depositableKeysCount)',
      'event VettedSigningKeysCountChanged(uint256 indexed nodeOperatorId, uint256 vettedKeysCount)',
      'event DepositedSigningKeysCountChanged(uint256 indexed nodeOperatorId, uint256 depositedKeysCount)',
      'event KeyRemovalChargeApplied(uint256 indexed nodeOperatorId)',
      'event ELRewardsStealingPenaltyCompensated(uint256 indexed nodeOperatorId, uint256 amount)',
      'event WithdrawalSubmitted(uint256 indexed nodeOperatorId, uint256 keyIndex, uint256 amount, bytes pubkey)',
      'event InitialSlashingSubmitted(uint256 indexed nodeOperatorId, uint256 keyIndex, bytes pubkey)',
      'function addValidatorKeysETH(address from, uint256 nodeOperatorId, uint256 keysCount, bytes publicKeys, bytes signatures) payable',
      'function addValidatorKeysStETH(address from, uint256 nodeOperatorId, uint256 keysCount, bytes publicKeys, bytes signatures, (uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s) permit)',
      'function addValidatorKeysWstETH(address from, uint256 nodeOperatorId, uint256 keysCount, bytes publicKeys, bytes signatures, (uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s) permit)',
      'function migrateToPriorityQueue(uint256 nodeOperatorId)',
      'function updateDepositableValidatorsCount(uint256 nodeOperatorId)',
      'event NodeOperatorAdded(uint256 indexed nodeOperatorId, address indexed managerAddress, address indexed rewardAddress, bool extendedManagerPermissions)',
      'event BatchEnqueued(uint256 indexed queuePriority, uint256 indexed nodeOperatorId, uint256 count)',
      'event BondBurned(uint256 indexed nodeOperatorId, uint256 amountToBurn, uint256 burnedAmount)',
    ],
  },
  {
    // lidofinance/community-staking-module v1.0 (093a2a1e), src/CSAccounting.sol and src/abstract/CSBond*.sol; v2.0 (27c1c797) lines from src/CSAccounting.sol.
    contract: 'Lido CSAccounting',
    address: '0x4d72bff1beac69925f8bd12526a39baab069e5da',
    declarations: [
      'function depositETH(address from, uint256 nodeOperatorId) payable',
      'function depositStETH(address from, uint256 nodeOperatorId, uint256 stETHAmount, (uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s) permit)',
      'function depositWstETH(address from, uint256 nodeOperatorId, uint256 wstETHAmount, (uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s) permit)',
      'function claimRewardsStETH(uint256 nodeOperatorId, uint256 stETHAmount, address rewardAddress, uint256 cumulativeFeeShares, bytes32[] rewardsProof)',
      'function claimRewardsWstETH(uint256 nodeOperatorId, uint256 wstETHAmount, address rewardAddress, uint256 cumulativeFeeShares, bytes32[] rewardsProof)',
      'function claimRewardsUnstETH(uint256 nodeOperatorId, uint256 stEthAmount, address rewardAddress, uint256 cumulativeFeeShares, bytes32[] rewardsProof)',
      'function pullFeeRewards(uint256 nodeOperatorId, uint256 cumulativeFeeShares, bytes32[] rewardsProof)',
      'event BondDepositedETH(uint256 indexed nodeOperatorId, address from, uint256 amount)',
      'event BondDepositedStETH(uint256 indexed nodeOperatorId, address from, uint256 amount)',
      'event BondDepositedWstETH(uint256 indexed nodeOperatorId, address from, uint256 amount)',
      'event BondClaimedUnstETH(uint256 indexed nodeOperatorId, address to, uint256 amount, uint256 requestId)',
      'event BondClaimedStETH(uint256 indexed nodeOperatorId, address to, uint256 amount)',
      'event BondClaimedWstETH(uint256 indexed nodeOperatorId, address to, uint256 amount)',
      'event BondBurned(uint256 indexed nodeOperatorId, uint256 toBurnAmount, uint256 burnedAmount)',
      'event BondCharged(uint256 indexed nodeOperatorId, uint256 toChargeAmount, uint256 chargedAmount)',
      'event BondLockChanged(uint256 indexed nodeOperatorId, uint256 newAmount, uint256 retentionUntil)',
      'event BondLockRemoved(uint256 indexed nodeOperatorId)',
      'event BondLockCompensated(uint256 indexed nodeOperatorId, uint256 amount)',
      'event BondCurveSet(uint256 indexed nodeOperatorId, uint256 curveId)',
      'function depositETH(uint256 nodeOperatorId) payable',
      'function depositStETH(uint256 nodeOperatorId, uint256 stETHAmount, (uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s) permit)',
      'function depositWstETH(uint256 nodeOperatorId, uint256 wstETHAmount, (uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s) permit)',
      'function claimRewardsStETH(uint256 nodeOperatorId, uint256 stETHAmount, uint256 cumulativeFeeShares, bytes32[] rewardsProof) returns (uint256 claimedShares)',
      'function claimRewardsWstETH(uint256 nodeOperatorId, uint256 wstETHAmount, uint256 cumulativeFeeShares, bytes32[] rewardsProof) returns (uint256 claimedWstETH)',
      'function claimRewardsUnstETH(uint256 nodeOperatorId, uint256 stETHAmount, uint256 cumulativeFeeShares, bytes32[] rewardsProof) returns (uint256 requestId)',
    ],
  },
  {
    // Layr-Labs/eigenlayer-contracts v1.12.0 (d302f650), pkg/bindings/RewardsCoordinator/binding.go (the README’s mainnet proxy).
    contract: 'EigenLayer RewardsCoordinator',
    address: '0x7750d328b314effa365a0402ccfd489b80b0adda',
    declarations: [
      'function processClaim((uint32 rootIndex, uint32 earnerIndex, bytes earnerTreeProof, (address earner, bytes32 earnerTokenRoot) earnerLeaf, uint32[] tokenIndices, bytes[] tokenTreeProofs, (address token, uint256 cumulativeEarnings)[] tokenLeaves) claim, address recipient)',
      'function processClaims((uint32 rootIndex, uint32 earnerIndex, bytes earnerTreeProof, (address earner, bytes32 earnerTokenRoot) earnerLeaf, uint32[] tokenIndices, bytes[] tokenTreeProofs, (address token, uint256 cumulativeEarnings)[] tokenLeaves)[] claims, address recipient)',
      'function setClaimerFor(address claimer)',
      'function setClaimerFor(address earner, address claimer)',
      'event ClaimerForSet(address indexed earner, address indexed oldClaimer, address indexed claimer)',
      'event DistributionRootSubmitted(uint32 indexed rootIndex, bytes32 indexed root, uint32 indexed rewardsCalculationEndTimestamp, uint32 activatedAt)',
      'event RewardsClaimed(bytes32 root, address indexed earner, address indexed claimer, address indexed recipient, address token, uint256 claimedAmount)',
    ],
  },
  {
    // compound-finance/compound-protocol (a3214f67), contracts/Governance/GovernorBravoDelegate.sol (networks/mainnet.json's GovernorBravo).
    contract: 'Compound GovernorBravo',
    address: '0xc0da02939e1441f497fd74f78ce7decb17b66529',
    declarations: [
      'function propose(address[] targets, uint256[] values, string[] signatures, bytes[] calldatas, string description) returns (uint256)',
      'function castVoteBySig(uint256 proposalId, uint8 support, uint8 v, bytes32 r, bytes32 s)',
    ],
  },
  {
    // makerdao/multicall (103a8a28), src/Multicall.sol (its README's mainnet address).
    contract: 'MakerDAO Multicall',
    address: '0xeefba1e63905ef1d7acba5a8513c70307c1ce441',
    declarations: ['function aggregate((address target, bytes callData)[] calls) returns (uint256 blockNumber, bytes[] returnData)'],
  },
  {
    // makerdao/multicall (103a8a28), src/Multicall2.sol (its README's mainnet address).
    contract: 'MakerDAO Multicall2',
    address: '0x5ba1e12693dc8f9c48aad8770482f4739beed696',
    declarations: [
      'function tryAggregate(bool requireSuccess, (address target, bytes callData)[] calls) returns ((bool success, bytes returnData)[] returnData)',
      'function blockAndAggregate((address target, bytes callData)[] calls) returns (uint256 blockNumber, bytes32 blockHash, (bool success, bytes returnData)[] returnData)',
      'function tryBlockAndAggregate(bool requireSuccess, (address target, bytes callData)[] calls) returns (uint256 blockNumber, bytes32 blockHash, (bool success, bytes returnData)[] returnData)',
    ],
  },
  {
    // aave/incentives-controller (2492c20d), contracts/incentives/base/BaseIncentivesController.sol and
    // contracts/interfaces/IAaveIncentivesController.sol (tasks/migrations/incentives-deploy-mainnet.ts's INCENTIVES_PROXY).
    contract: 'Aave V2 incentives controller',
    address: '0xd784927ff2f95ba542bfc824c8a8a98f3495f6b5',
    declarations: [
      'function claimRewards(address[] assets, uint256 amount, address to) returns (uint256)',
      'function claimRewardsOnBehalf(address[] assets, uint256 amount, address user, address to) returns (uint256)',
      'function claimRewardsToSelf(address[] assets, uint256 amount) returns (uint256)',
      'event RewardsClaimed(address indexed user, address indexed to, address indexed claimer, uint256 amount)',
    ],
  },
  {
    // pancakeswap/pancake-farm (a61313bf), contracts/MasterChef.sol (its README's BSC mainnet address).
    contract: 'PancakeSwap MasterChef',
    address: '0x73feaa1ee314f8c655e354234017be2193c9e24e',
    explorer: 'https://bscscan.com',
    declarations: [
      'function enterStaking(uint256 _amount)',
      'function leaveStaking(uint256 _amount)',
      'event Deposit(address indexed user, uint256 indexed pid, uint256 amount)',
      'event Withdraw(address indexed user, uint256 indexed pid, uint256 amount)',
      'event EmergencyWithdraw(address indexed user, uint256 indexed pid, uint256 amount)',
    ],
  },
  {
    // aerodrome-finance/contracts (a5fae2e8), contracts/Pool.sol (its README's Pool implementation; each pool is a clone).
    contract: 'Aerodrome Pool',
    address: '0xa4e46b4f701c62e14df11b48dce76a7d793cd6d7',
    explorer: 'https://basescan.org',
    declarations: ['function claimFees() returns (uint256 claimed0, uint256 claimed1)'],
  },
  {
    // aerodrome-finance/contracts (a5fae2e8), contracts/RewardsDistributor.sol (its README's address).
    contract: 'Aerodrome RewardsDistributor',
    address: '0x227f65131a261548b057215bb1d5ab2997964c7d',
    explorer: 'https://basescan.org',
    declarations: [
      'function claimMany(uint256[] _tokenIds) returns (bool)',
      'event Claimed(uint256 indexed tokenId, uint256 indexed epochStart, uint256 indexed epochEnd, uint256 amount)',
    ],
  },
  {
    // aerodrome-finance/contracts (a5fae2e8), contracts/VotingEscrow.sol (its README's address).
    contract: 'Aerodrome VotingEscrow',
    address: '0xebf418fe2512e7e6bd9b87a8f0f294acdc67e6b4',
    explorer: 'https://basescan.org',
    declarations: [
      'function unlockPermanent(uint256 _tokenId)',
      'function delegate(uint256 delegator, uint256 delegatee)',
      'event UnlockPermanent(address indexed _owner, uint256 indexed _tokenId, uint256 amount, uint256 _ts)',
      'event DelegateChanged(address indexed delegator, uint256 indexed fromDelegate, uint256 indexed toDelegate)',
    ],
  },
  {
    // highlightxyz/hl-evm-contracts (e71bd46b), contracts/mint/MintManager.sol (protocol-addresses.json's Base proxy).
    contract: 'Highlight MintManager',
    address: '0x8087039152c472fa74f47398628ff002994056ea',
    explorer: 'https://basescan.org',
    declarations: [
      'function vectorMint721(uint256 vectorId, uint48 numTokensToMint, address mintRecipient) payable',
      'event NumTokenMint(bytes32 indexed vectorId, address indexed contractAddress, bool indexed onChainVector, uint256 numMinted)',
      'event NativeGasTokenPayment(address indexed paymentRecipient, bytes32 indexed vectorId, uint256 amountToCreator, uint32 percentageBPSOfTotal)',
    ],
  },
  {
    // drips-network/contracts (07c39242), src/Drips.sol, src/Streams.sol, src/Splits.sol (deployments/ethereum.json).
    contract: 'Drips',
    address: '0xd0dd053392db676d57317cd4fe96fc2ccf42d0b4',
    declarations: [
      'function receiveStreams(uint256 accountId, address erc20, uint32 maxCycles) returns (uint128 receivedAmt)',
      'function squeezeStreams(uint256 accountId, address erc20, uint256 senderId, bytes32 historyHash, (bytes32 streamsHash, (uint256 accountId, uint256 config)[] receivers, uint32 updateTime, uint32 maxEnd)[] streamsHistory) returns (uint128 amt)',
      'function split(uint256 accountId, address erc20, (uint256 accountId, uint32 weight)[] currReceivers) returns (uint128 collectableAmt, uint128 splitAmt)',
      'function collect(uint256 accountId, address erc20) returns (uint128 amt)',
      'function give(uint256 accountId, uint256 receiver, address erc20, uint128 amt)',
      'function setStreams(uint256 accountId, address erc20, (uint256 accountId, uint256 config)[] currReceivers, int128 balanceDelta, (uint256 accountId, uint256 config)[] newReceivers, uint32 maxEndHint1, uint32 maxEndHint2) returns (int128 realBalanceDelta)',
      'function setSplits(uint256 accountId, (uint256 accountId, uint32 weight)[] receivers)',
      'function emitAccountMetadata(uint256 accountId, (bytes32 key, bytes value)[] accountMetadata)',
      'event Withdrawn(address indexed erc20, address indexed receiver, uint256 amt)',
      'event AccountMetadataEmitted(uint256 indexed accountId, bytes32 indexed key, bytes value)',
      'event StreamsSet(uint256 indexed accountId, address indexed erc20, bytes32 indexed receiversHash, bytes32 streamsHistoryHash, uint128 balance, uint32 maxEnd)',
      'event StreamReceiverSeen(bytes32 indexed receiversHash, uint256 indexed accountId, uint256 config)',
      'event ReceivedStreams(uint256 indexed accountId, address indexed erc20, uint128 amt, uint32 receivableCycles)',
      'event SqueezedStreams(uint256 indexed accountId, address indexed erc20, uint256 indexed senderId, uint128 amt, bytes32[] streamsHistoryHashes)',
      'event Collected(uint256 indexed accountId, address indexed erc20, uint128 collected)',
      'event Split(uint256 indexed accountId, uint256 indexed receiver, address indexed erc20, uint128 amt)',
      'event Collectable(uint256 indexed accountId, address indexed erc20, uint128 amt)',
      'event Given(uint256 indexed accountId, uint256 indexed receiver, address indexed erc20, uint128 amt)',
      'event SplitsSet(uint256 indexed accountId, bytes32 indexed receiversHash)',
      'event SplitsReceiverSeen(bytes32 indexed receiversHash, uint256 indexed accountId, uint32 weight)',
    ],
  },
  {
    // drips-network/contracts (07c39242), src/AddressDriver.sol (deployments/ethereum.json).
    contract: 'Drips AddressDriver',
    address: '0x1455d9bd6b98f95dd8feb2b3d60ed825fcef0610',
    declarations: [
      'function collect(address erc20, address transferTo) returns (uint128 amt)',
      'function give(uint256 receiver, address erc20, uint128 amt)',
      'function setStreams(address erc20, (uint256 accountId, uint256 config)[] currReceivers, int128 balanceDelta, (uint256 accountId, uint256 config)[] newReceivers, uint32 maxEndHint1, uint32 maxEndHint2, address transferTo) returns (int128 realBalanceDelta)',
      'function setSplits((uint256 accountId, uint32 weight)[] receivers)',
      'function emitAccountMetadata((bytes32 key, bytes value)[] accountMetadata)',
    ],
  },
  {
    // drips-network/contracts (07c39242), src/NFTDriver.sol (deployments/ethereum.json); its give, setSplits and
    // emitAccountMetadata share the hub's selectors, which keep the hub's names.
    contract: 'Drips NFTDriver',
    address: '0xcf9c49b0962edb01cdaa5326299ba85d72405258',
    declarations: [
      'function mint(address to, (bytes32 key, bytes value)[] accountMetadata) returns (uint256 tokenId)',
      'function safeMint(address to, (bytes32 key, bytes value)[] accountMetadata) returns (uint256 tokenId)',
      'function mintWithSalt(uint64 salt, address to, (bytes32 key, bytes value)[] accountMetadata) returns (uint256 tokenId)',
      'function safeMintWithSalt(uint64 salt, address to, (bytes32 key, bytes value)[] accountMetadata) returns (uint256 tokenId)',
      'function collect(uint256 tokenId, address erc20, address transferTo) returns (uint128 amt)',
      'function setStreams(uint256 tokenId, address erc20, (uint256 accountId, uint256 config)[] currReceivers, int128 balanceDelta, (uint256 accountId, uint256 config)[] newReceivers, uint32 maxEndHint1, uint32 maxEndHint2, address transferTo) returns (int128 realBalanceDelta)',
    ],
  },
  {
    // drips-network/contracts (07c39242), src/Caller.sol (deployments/ethereum.json).
    contract: 'Drips Caller',
    address: '0x60f25ac5f289dc7f640f948521d486c964a248e5',
    declarations: [
      'function callBatched((address target, bytes data, uint256 value)[] calls) payable returns (bytes[] returnData)',
      'function callSigned(address sender, address target, bytes data, uint256 deadline, bytes32 r, bytes32 sv) payable returns (bytes returnData)',
      'function callAs(address sender, address target, bytes data) payable returns (bytes returnData)',
      'function authorize(address user)',
      'function unauthorize(address user)',
      'function unauthorizeAll()',
      'event CalledAs(address indexed sender, address indexed authorized)',
      'event Authorized(address indexed sender, address indexed authorized)',
      'event Unauthorized(address indexed sender, address indexed unauthorized)',
      'event UnauthorizedAll(address indexed sender)',
      'event CalledSigned(address indexed sender, uint256 nonce)',
    ],
  },
  {
    // golemfactory/gnt2 (4c020aca), gnt2-contracts/src/contracts/currentlyDeployed/GNT/Token.sol (the migration UI's
    // config.production.ts): `migrate` burns GNT and logs this after the GLM mint.
    contract: 'Golem GNT',
    address: '0xa74476443119a942de498590fe1f2454d7d4ac0d',
    declarations: ['event Migrate(address indexed _from, address indexed _to, uint256 _value)'],
  },
  {
    // golemfactory/gnt2 (4c020aca), gnt2-contracts/src/contracts/GNT2/GNTMigrationAgent.sol.
    contract: 'Golem GNTMigrationAgent',
    address: '0xbfad98d76598961827ba832108c21445aa4fee9a',
    declarations: ['function migrateFrom(address _from, uint256 _value)', 'event Migrated(address from, address target, uint256 value)'],
  },
  {
    // golemfactory/gnt2 (4c020aca), gnt2-contracts/src/contracts/currentlyDeployed/GNTB/GolemNetworkTokenBatching.sol.
    contract: 'Golem GNTB',
    address: '0xa7dfb33234098c66fde44907e918dad70a3f211c',
    declarations: [
      'function openGate()',
      'function transferFromGate()',
      'function withdrawTo(uint256 _value, address _destination)',
      'function batchTransfer(bytes32[] payments, uint64 closureTime)',
      'event GateOpened(address indexed gate, address indexed user)',
      'event Minted(address indexed to, uint256 amount)',
      'event Burned(address indexed from, uint256 amount)',
      'event BatchTransfer(address indexed from, address indexed to, uint256 value, uint64 closureTime)',
    ],
  },
  {
    // safe-global/safe-locking v1.0.0 (99dbb3d7), contracts/interfaces/ISafeTokenLock.sol (its README's mainnet address).
    contract: 'Safe token lock',
    address: '0x0a7cb434f96f65972d46a5c1a64a9654dc9959b2',
    declarations: [
      'function lock(uint96 amount)',
      'function unlock(uint96 amount) returns (uint32 index)',
      'function withdraw(uint32 maxUnlocks) returns (uint96 amount)',
      'event Locked(address indexed holder, uint96 amount)',
      'event Unlocked(address indexed holder, uint32 indexed index, uint96 amount)',
      'event Withdrawn(address indexed holder, uint32 indexed index, uint96 amount)',
    ],
  },
  {
    // zeriontech/defi-sdk (15d68787), contracts/interfaces/IRouter.sol, contracts/shared/Structs.sol (docs/addresses.md:
    // the same address on every chain).
    contract: 'Zerion Router',
    address: '0xd7f1dd5d49206349cae8b585fcb0ce3d96f1696f',
    declarations: [
      'function execute(((address token, uint256 amount, uint8 amountType) tokenAmount, (uint8 permitType, bytes permitCallData) permit) input, (address token, uint256 absoluteAmount) absoluteOutput, (uint8 swapType, (uint256 share, address beneficiary) protocolFee, (uint256 share, address beneficiary) marketplaceFee, address account, address caller, bytes callerCallData) swapDescription, (uint256 salt, bytes signature) accountSignature, (uint256 deadline, bytes signature) protocolFeeSignature) payable returns (uint256 inputBalanceChange, uint256 actualOutputAmount, uint256 protocolFeeAmount, uint256 marketplaceFeeAmount)',
      'function cancelAccountSignature(((address token, uint256 amount, uint8 amountType) tokenAmount, (uint8 permitType, bytes permitCallData) permit) input, (address token, uint256 absoluteAmount) absoluteOutput, (uint8 swapType, (uint256 share, address beneficiary) protocolFee, (uint256 share, address beneficiary) marketplaceFee, address account, address caller, bytes callerCallData) swapDescription, (uint256 salt, bytes signature) accountSignature)',
      'event Executed(address indexed inputToken, uint256 absoluteInputAmount, uint256 inputBalanceChange, address indexed outputToken, uint256 absoluteOutputAmount, uint256 returnedAmount, uint256 protocolFeeAmount, uint256 marketplaceFeeAmount, (uint8 swapType, (uint256 share, address beneficiary) protocolFee, (uint256 share, address beneficiary) marketplaceFee, address account, address caller, bytes callerCallData) swapDescription, address sender)',
    ],
  },
  {
    // bgd-labs/aave-umbrella (d34359f5), src/contracts/stakeToken/StakeToken.sol and extension/ERC4626StakeTokenUpgradeable.sol
    // (bgd-labs/aave-address-book's UmbrellaEthereum.sol, STK_WA_USDC_V1; the other stake tokens share the implementation).
    contract: 'Aave Umbrella stake token (stkwaUSDC)',
    address: '0x6bf183243fdd1e306ad2c4450bc7dcf6f0bf8aa6',
    declarations: [
      'function depositWithPermit(uint256 assets, address receiver, uint256 deadline, (uint8 v, bytes32 r, bytes32 s) sig) returns (uint256)',
      'function cooldownWithPermit(address user, uint256 deadline, (uint8 v, bytes32 r, bytes32 s) sig)',
      'function setCooldownOperator(address operator, bool flag)',
      'event StakerCooldownUpdated(address indexed user, uint256 amount, uint256 endOfCooldown, uint256 unstakeWindow)',
      'event CooldownOperatorSet(address indexed user, address indexed operator, bool flag)',
    ],
  },
  {
    // bgd-labs/aave-umbrella (d34359f5), src/contracts/rewards/RewardsDistributor.sol and interfaces/IRewardsDistributor.sol
    // (UmbrellaEthereum.sol's UMBRELLA_REWARDS_CONTROLLER).
    contract: 'Aave Umbrella RewardsController',
    address: '0x4655ce3d625a63d30ba704087e52b4c31e38188b',
    declarations: [
      'function claimAllRewards(address asset, address receiver) returns (address[], uint256[])',
      'function claimAllRewardsOnBehalf(address asset, address user, address receiver) returns (address[], uint256[])',
      'function claimAllRewardsPermit(address asset, address user, address receiver, uint256 deadline, (uint8 v, bytes32 r, bytes32 s) sig) returns (address[], uint256[])',
      'function claimSelectedRewards(address asset, address[] rewards, address receiver) returns (uint256[])',
      'function claimSelectedRewardsOnBehalf(address asset, address[] rewards, address user, address receiver) returns (uint256[])',
      'function claimSelectedRewardsPermit(address asset, address[] rewards, address user, address receiver, uint256 deadline, (uint8 v, bytes32 r, bytes32 s) sig) returns (uint256[])',
      'function claimSelectedRewards(address[] assets, address[][] rewards, address receiver) returns (uint256[][])',
      'function claimSelectedRewardsOnBehalf(address[] assets, address[][] rewards, address user, address receiver) returns (uint256[][])',
      'function setClaimer(address claimer, bool flag)',
      'event ClaimerSet(address indexed user, address indexed claimer, address indexed caller, bool flag)',
      'event RewardIndexUpdated(address indexed asset, address indexed reward, uint256 newIndex)',
      'event UserDataUpdated(address indexed asset, address indexed reward, address indexed user, uint256 newIndex, uint256 accruedFromLastUpdate)',
      'event RewardClaimed(address indexed asset, address indexed reward, address indexed user, address receiver, uint256 amount)',
      'event LastTimestampUpdated(address indexed asset, uint256 newTimestamp)',
    ],
  },
  {
    // bgd-labs/aave-umbrella (d34359f5), src/contracts/helpers/UmbrellaBatchHelper.sol (UmbrellaEthereum.sol's UMBRELLA_BATCH_HELPER).
    contract: 'Aave UmbrellaBatchHelper',
    address: '0xce6ced23118edeb23054e06118a702797b13fc2f',
    declarations: [
      'function cooldownPermit((address stakeToken, uint256 deadline, uint8 v, bytes32 r, bytes32 s) p)',
      'function claimRewardsPermit((address stakeToken, address[] rewards, uint256 deadline, uint8 v, bytes32 r, bytes32 s, bool restake) p)',
      'function permit((address token, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s) p)',
      'function deposit((address stakeToken, address edgeToken, uint256 value) io)',
      'function redeem((address stakeToken, address edgeToken, uint256 value) io)',
    ],
  },
  {
    // degen-token/degen-smart-contracts (0b08906a), contracts/DegenAirdrop1.sol (ignition/deployments/chain-8453's
    // airdrop 1): a Merkle distributor whose `Claimed` indexes all three fields.
    contract: 'Degen airdrop 1',
    address: '0x9f07f8a82cb1af1466252e505b7b7ddee103bc91',
    explorer: 'https://basescan.org',
    declarations: ['event Claimed(uint256 indexed index, address indexed account, uint256 indexed amount)'],
  },
  {
    // fluencelabs/dao (17906020), contracts/contracts/DevRewardDistributor.sol (contracts/deployments/mainnet/DevRewardDistributor.json).
    contract: 'Fluence DevRewardDistributor',
    address: '0x6081d7f04a8c31e929f25152d4ad37c83638c62b',
    declarations: [
      'function claimTokens(uint32 userId, bytes32[] merkleProof, address temporaryAddress, bytes signature)',
      'event Claimed(uint256 indexed userId, address account, uint256 amount, bytes32 leaf)',
      'event TransferUnclaimed(uint256 amount)',
    ],
  },
  {
    // etherfi-protocol/smart-contracts: src/DepositAdapter.sol at 26cd1786 (deployed) and src/deposits/DepositAdapter.sol
    // at b4a09680 (with `_minOutAmount`); the address from script/deploys/Deployed.s.sol.
    contract: 'ether.fi DepositAdapter',
    address: '0xcfc6d9bd7411962bfe7145451a7ef71a24b6a7a2',
    declarations: [
      'function depositETHForWeETH(address _referral) payable returns (uint256)',
      'function depositWETHForWeETH(uint256 _amount, address _referral) returns (uint256)',
      'function depositStETHForWeETHWithPermit(uint256 _amount, address _referral, (uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s) _permit) returns (uint256)',
      'function depositWstETHForWeETHWithPermit(uint256 _amount, address _referral, (uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s) _permit) returns (uint256)',
      'function depositStETHForWeETHWithPermit(uint256 _amount, uint256 _minOutAmount, address _referral, (uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s) _permit) returns (uint256)',
      'function depositWstETHForWeETHWithPermit(uint256 _amount, uint256 _minOutAmount, address _referral, (uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s) _permit) returns (uint256)',
      'event AdapterDeposit(address indexed sender, uint256 amount, uint8 source, address referral)',
    ],
  },
  {
    // etherfi-protocol/smart-contracts: src/Liquifier.sol at 26cd1786 and src/deposits/Liquifier.sol at b4a09680
    // (script/deploys/Deployed.s.sol's LIQUIFIER).
    contract: 'ether.fi Liquifier',
    address: '0x9ffdf407cde9a93c47611799da23924af3ef764f',
    declarations: [
      'function depositWithERC20(address _token, uint256 _amount, address _referral) returns (uint256)',
      'function depositWithERC20WithPermit(address _token, uint256 _amount, address _referral, (uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s) _permit) returns (uint256)',
      'function depositWithERC20(address _token, uint256 _amount, uint256 _minOutAmount, address _referral) returns (uint256)',
      'function depositWithERC20WithPermit(address _token, uint256 _amount, uint256 _minOutAmount, address _referral, (uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s) _permit) returns (uint256)',
      'event Liquified(address _user, uint256 _toEEthAmount, address _fromToken, bool _isRestaked)',
    ],
  },
  {
    // kilnfi/staking-contracts (74d0d014), src/contracts/StakingContract.sol (deployment.mainnet_live.json's proxy).
    contract: 'Kiln StakingContract',
    address: '0x1e68238ce926dec62b3fbc99ab06eb1d85ce0270',
    declarations: [
      'function withdrawELFee(bytes _publicKey)',
      'function withdrawCLFee(bytes _publicKey)',
      'function withdraw(bytes _publicKey)',
      'function batchWithdrawELFee(bytes _publicKeys)',
      'function batchWithdrawCLFee(bytes _publicKeys)',
      'function batchWithdraw(bytes _publicKeys)',
      'function requestValidatorsExit(bytes _publicKeys)',
      'function setWithdrawer(bytes _publicKey, address _newWithdrawer)',
      'event Deposit(address indexed caller, address indexed withdrawer, bytes publicKey, bytes signature)',
      'event ExitRequest(address caller, bytes pubkey)',
      'event ChangedWithdrawer(bytes publicKey, address newWithdrawer)',
    ],
  },
].map(({ explorer = 'https://etherscan.io', ...entry }) => ({ ...entry, source: `${explorer}/address/${entry.address}#code` }))
