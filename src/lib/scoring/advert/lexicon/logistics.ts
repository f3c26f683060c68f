import type { FieldData } from '../types.ts';

/** Logistics, warehousing, transport, supply chain and procurement operations. */
export const logistics: FieldData = {
  field: 'logistics',
  skills: `
Supply chain management | supply chain | end-to-end supply chain
Logistics | logistics operations | logistics management
Warehouse operations | warehousing | warehouse management | warehouse
Warehouse management system | =WMS | SAP EWM | Blue Yonder
Inventory control | inventory planning | stock accuracy | cycle counts | cycle counting
Demand planning | supply planning | S&OP | sales and operations planning | MRP | material requirements planning
Order picking | picking and packing | pick and pack | picking | packing | order fulfilment
Goods in | goods inward | goods out | despatch | dispatch | loading and unloading
Route planning | transport planning | scheduling deliveries | route optimisation
Fleet management | fleet
Transport management system | =TMS
Freight forwarding | freight | shipping and receiving | import and export | customs clearance | customs declarations | Incoterms
Tachograph | tachographs | drivers' hours | WTD | Working Time Directive
Multi-drop deliveries | multi-drop | delivery driving | last mile | last-mile delivery
Handheld scanners | RF scanners | RF scanning | scanner
=Purchasing | purchasing experience | purchase orders | raising purchase orders | purchase order processing
Lean logistics | 5S
Despatch planning | shift planning
Reach truck | reach trucks | reach truck licence > Forklift operation
# Procurement (session 11)
Category management | category strategies | category strategy | category plans
Strategic sourcing | sourcing strategy | sourcing strategies
Spend analysis | spend analytics | spend cube
Supplier relationship management | =SRM
SAP Ariba | Ariba
Coupa
Source-to-pay | =S2P | procure-to-pay | purchase-to-pay | =P2P
# Session 13 (adverts-dev 77-88): the field's everyday asks.
Manhattan WMS | Manhattan Associates > Warehouse management system
Pick rates | picking rates | pick rate
# Field vocabulary (session 22, round 2), chosen without reading the development cases.
Descartes
Telematics
Operator licence | O licence | O-licence | operator's licence
Cross-docking | cross docking
=OTIF | on time in full
SAP MM > SAP
Air freight > Freight forwarding
Sea freight | ocean freight > Freight forwarding
Reverse logistics | returns management
Fulfilment | e-commerce fulfilment
Dangerous goods | =IATA DGR | hazardous goods
Stock control | stock takes | stocktakes | stocktaking
`,
  qualifications: `
HGV Class 1 | =C+E | =CE licence | Class 1 licence | Class 1 HGV | Cat C+E | Category C+E | LGV Class 1 | Class 1 driver
HGV Class 2 | Class 2 licence | Class 2 HGV | Cat C | Category C | LGV Class 2 | Class 2 driver
=CPC | Driver CPC | DCPC | Driver Qualification Card | DQC
ADR | ADR certificate | ADR licence
Counterbalance licence | counterbalance | counterbalance forklift | forklift licence | RTITB | FLT licence | forklift certificate > Forklift operation
7.5 tonne licence | C1 licence | =C1 | 7.5t licence
CILT | Chartered Institute of Logistics and Transport
APICS | CPIM | CSCP
`,
  domains: `
Third-party logistics | =3PL | third party logistics
Cold chain | temperature-controlled
Distribution centre | distribution center | =DC | fulfilment centre
Ports and shipping | maritime
Aviation | airline industry | airlines
Road haulage | haulage | road transport | road freight
`,
  roles: `
Warehouse Operative | Warehouse Assistant | Picker Packer | Picker | Packer | Warehouse Worker | Order Picker | Goods In Operative | Warehouse Associate : Order picking, Handheld scanners, Forklift operation, Goods in, Manual handling, Health and safety, Stock control
Forklift Driver | FLT Driver | Reach Truck Driver | Counterbalance Driver : Counterbalance licence, Forklift operation, Warehouse operations, Health and safety
Warehouse Manager | Warehouse Supervisor | Warehouse Team Leader | Shift Manager | Shift Supervisor | Operations Supervisor : Warehouse operations, Warehouse management system, Team leadership, Health and safety, Inventory control, Lean
HGV Driver | Class 1 Driver | Class 2 Driver | LGV Driver | Lorry Driver | Truck Driver | HGV Class 1 Driver | HGV Class 2 Driver : HGV Class 1, CPC, Tachograph, Multi-drop deliveries, Full UK driving licence
Delivery Driver | Van Driver | Multi-drop Driver | Courier | Driver : Full UK driving licence, Multi-drop deliveries, Customer service, Route planning
Logistics Coordinator | Logistics Manager | Transport Planner | Transport Manager | Logistics Administrator | Shipping Coordinator | Freight Forwarder | Import Export Coordinator : Logistics, Route planning, Transport management system, Freight forwarding, Excel, CPC
Supply Chain Analyst | Supply Chain Manager | Supply Planner | Demand Planner | Inventory Planner | Inventory Controller | Stock Controller : Supply chain management, Demand planning, Inventory control, Excel, SAP, Forecasting
Buyer (Logistics) | Purchasing Assistant | Purchasing Officer | Procurement Assistant : Purchasing, Vendor management, Negotiation, Excel, SAP
`,
};
